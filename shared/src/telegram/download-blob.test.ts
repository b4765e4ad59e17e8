import { BLOB_URL_LIFETIME_MS, downloadBlob } from './download-blob';

describe('downloadBlob', () => {
  const created: string[] = [];
  const revoked: string[] = [];
  beforeEach(() => {
    created.length = 0;
    revoked.length = 0;
    let n = 0;
    URL.createObjectURL = jest.fn(() => {
      const url = `blob:http://localhost/file-${++n}`;
      created.push(url);
      return url;
    });
    URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('clicks a download link for the blob URL with the file name, then releases the URL later', () => {
    const clicks: { href: string; download: string; attached: boolean }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });
    downloadBlob(new Blob(['BEGIN:VCALENDAR'], { type: 'text/calendar' }), 'stretnutie.ics');
    expect(clicks).toEqual([{ href: created[0], download: 'stretnutie.ics', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoked).toEqual([]);
    jest.advanceTimersByTime(BLOB_URL_LIFETIME_MS);
    expect(revoked).toEqual(created);
    click.mockRestore();
  });
});
