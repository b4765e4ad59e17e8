import { renderHook } from '@testing-library/react';
import { setVerticalSwipes, useVerticalSwipesDisabled } from './vertical-swipes';

describe('vertical swipes', () => {
  it('are turned off while active and back on after', () => {
    const setSwipes = jest.fn();
    const { rerender, unmount } = renderHook(({ active }) => useVerticalSwipesDisabled(active, setSwipes), {
      initialProps: { active: true },
    });
    expect(setSwipes).toHaveBeenLastCalledWith(false);
    rerender({ active: false });
    expect(setSwipes).toHaveBeenLastCalledWith(true);
    rerender({ active: true });
    unmount();
    expect(setSwipes).toHaveBeenLastCalledWith(true);
    expect(setSwipes).toHaveBeenCalledTimes(4);
  });

  it('do nothing outside a real Telegram client', () => {
    expect(() => setVerticalSwipes(false)).not.toThrow();
  });
});
