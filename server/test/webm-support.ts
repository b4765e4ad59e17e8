/**
 * A WebM file written byte by byte (EBML): header, segment info with its duration, one VP8 video
 * track. Enough for a type read from the bytes and a duration read from them, which is what the
 * upload checks; no frames (nothing here is played).
 */
const size = (n: number) => {
  // The 8-byte size form (0x01 then 7 bytes): valid for any element, simple to write.
  const out = Buffer.alloc(8);
  out[0] = 0x01;
  out.writeUIntBE(n, 2, 6);
  return out;
};
const element = (id: number[], data: Buffer) => Buffer.concat([Buffer.from(id), size(data.length), data]);
const uint = (id: number[], value: number) => element(id, Buffer.from([value]));
const text = (id: number[], value: string) => element(id, Buffer.from(value, 'ascii'));
const float = (id: number[], value: number) => {
  const data = Buffer.alloc(8);
  data.writeDoubleBE(value);
  return element(id, data);
};

export function webmOf(seconds: number): Buffer {
  const header = element(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.concat([
      uint([0x42, 0x86], 1),
      uint([0x42, 0xf7], 1),
      uint([0x42, 0xf2], 4),
      uint([0x42, 0xf3], 8),
      text([0x42, 0x82], 'webm'),
      uint([0x42, 0x87], 2),
      uint([0x42, 0x85], 2),
    ]),
  );
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    Buffer.concat([
      element([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])), // TimecodeScale 1 000 000 ns: Duration in ms
      float([0x44, 0x89], seconds * 1000),
      text([0x4d, 0x80], 'tests'),
      text([0x57, 0x41], 'tests'),
    ]),
  );
  const track = element(
    [0xae],
    Buffer.concat([
      uint([0xd7], 1),
      uint([0x73, 0xc5], 1),
      uint([0x83], 1), // video
      text([0x86], 'V_VP8'),
      element([0xe0], Buffer.concat([uint([0xb0], 16), uint([0xba], 16)])),
    ]),
  );
  const tracks = element([0x16, 0x54, 0xae, 0x6b], track);
  return Buffer.concat([header, element([0x18, 0x53, 0x80, 0x67], Buffer.concat([info, tracks]))]);
}
