import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../../errors';
import { limitOf, tooLargeFor, UNSUPPORTED_TYPE } from './media';

/** What file-type reads to tell a type (its own sample size). */
const HEAD_BYTES = 4100;

/**
 * Receives an upload's body while it arrives: once its first bytes tell what it is, it is held to
 * that type's limit, so the 413 names the limit that applies (an oversized video once heard
 * "nahrávka … 20 MB", the audio's) and reading stops there rather than at the largest limit.
 * Bytes of no accepted type stop at once with 415. `cap` bounds any body whatever it is.
 */
export function receiveUpload(
  payload: NodeJS.ReadableStream,
  cap: number,
  videoBytes: number,
  done: (error: Error | null, body?: Buffer) => void,
): void {
  const parts: Buffer[] = [];
  let received = 0;
  let limit: ReturnType<typeof limitOf> | undefined;
  let detecting = false;
  let finished = false;
  const finish = (error: Error | null, body?: Buffer) => {
    if (finished) return;
    finished = true;
    payload.removeListener('data', onData);
    if (error) parts.length = 0;
    done(error, body);
  };
  const check = () => {
    if (limit === null) return finish(new HttpError(415, UNSUPPORTED_TYPE, 'file'));
    if (limit && received > limit.bytes) return finish(tooLargeFor(limit));
    // While the type is being read (a few milliseconds) its own limit decides, not the cap.
    if (limit === undefined && !detecting && received > cap)
      finish(new HttpError(413, `Súbor je príliš veľký: najviac ${Math.floor(cap / 1024 / 1024)} MB.`, 'file'));
  };
  const onData = (chunk: Buffer) => {
    parts.push(chunk);
    received += chunk.length;
    if (limit === undefined && !detecting && received >= HEAD_BYTES) {
      detecting = true;
      fileTypeFromBuffer(Buffer.concat(parts).subarray(0, HEAD_BYTES)).then(
        (type) => {
          limit = limitOf(type?.mime ?? '', videoBytes);
          check();
        },
        () => {
          limit = null;
          check();
        },
      );
    }
    check();
  };
  payload.on('data', onData);
  payload.on('error', (error: Error) => finish(error));
  // A body shorter than the type's sample: the service reads its type and limits.
  payload.on('end', () => finish(null, Buffer.concat(parts)));
}
