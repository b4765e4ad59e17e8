import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme';
import { Toast, TOAST_DURATION_MS } from './toast';

const renderToast = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('Toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('closes after its duration even when the caller re-renders with a new onClose each time', () => {
    const closed = jest.fn();
    // An inline arrow, as callers write it: a new function on every render.
    const ui = () => <Toast tone="error" message="Zmenu sa nepodarilo uložiť." onClose={() => closed()} />;
    const { rerender } = renderToast(ui());
    expect(screen.getByRole('alert')).toHaveTextContent('Zmenu sa nepodarilo uložiť.');

    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1000));
    rerender(<ThemeProvider theme={theme}>{ui()}</ThemeProvider>);
    act(() => jest.advanceTimersByTime(999));
    expect(closed).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('calls the onClose of the latest render', () => {
    const first = jest.fn();
    const latest = jest.fn();
    const { rerender } = renderToast(<Toast message="Uložené" onClose={first} />);
    rerender(
      <ThemeProvider theme={theme}>
        <Toast message="Uložené" onClose={latest} />
      </ThemeProvider>,
    );
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Uložené');
  });

  it('restarts the timer for a new message', () => {
    const closed = jest.fn();
    const { rerender } = renderToast(<Toast message="Prvá" onClose={closed} duration={1000} />);
    act(() => jest.advanceTimersByTime(600));
    rerender(
      <ThemeProvider theme={theme}>
        <Toast message="Druhá" onClose={closed} duration={1000} />
      </ThemeProvider>,
    );
    act(() => jest.advanceTimersByTime(600));
    expect(closed).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(400));
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('keeps clear of a bottom bar by bottomOffset', () => {
    renderToast(<Toast message="Ahoj" onClose={() => {}} bottomOffset={64} />);
    expect(screen.getByRole('status')).toHaveStyle({ bottom: 'calc(24px + 64px + env(safe-area-inset-bottom))' });
  });
});
