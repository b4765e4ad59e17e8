import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Button } from './button';
import { theme } from './theme';

const draw = (ui: React.ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('Button', () => {
  it('a disabled button that carries information stays legible: hint colour, not faded', () => {
    draw(<Button disabled>Výsledok - 80%</Button>);
    const style = getComputedStyle(screen.getByRole('button', { name: 'Výsledok - 80%' }));
    // Fading to 50% measured 2.3:1; the hint colour is kept at 4.5:1 on every background.
    expect(style.opacity).not.toBe('0.5');
    expect(style.color).toBe(theme.colors.hint);
  });

  it('a loading button keeps its colours (its spinner says it is busy)', () => {
    draw(<Button loading>Aktivovať</Button>);
    const style = getComputedStyle(screen.getByRole('button', { name: 'Aktivovať' }));
    expect(style.color).toBe(theme.colors.buttonText);
    expect(style.opacity).not.toBe('0.5');
  });
});
