import { pathForStartParam, shareableUrl, startParamForPath } from './deep-link';

describe('deep links through the start parameter', () => {
  it('turns app paths into start parameters and back', () => {
    expect(startParamForPath('/blog/13')).toBe('blog_13');
    expect(startParamForPath('/meetings/5/ticket')).toBe('meetings_5_ticket');
    expect(pathForStartParam('blog_13')).toBe('/blog/13');
    expect(pathForStartParam('meetings_5_ticket')).toBe('/meetings/5/ticket');
  });

  it('accepts only the app sections, so a start parameter cannot lead elsewhere', () => {
    expect(pathForStartParam('debug')).toBeNull();
    expect(pathForStartParam('evil.com_x')).toBeNull();
    expect(pathForStartParam('onboarding')).toBeNull();
    expect(pathForStartParam('')).toBeNull();
    expect(startParamForPath('/blog/some thing')).toBeNull();
  });

  it('shares the t.me link when the app link is known, else the page URL', () => {
    expect(shareableUrl('/blog/13', 'https://t.me/slovencina_bot/app')).toBe('https://t.me/slovencina_bot/app?startapp=blog_13');
    expect(shareableUrl('/blog/13', '')).toBe(`${window.location.origin}/blog/13`);
  });
});
