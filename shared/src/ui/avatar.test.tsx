import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Avatar } from './avatar';
import { theme } from './theme';

const renderAvatar = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('Avatar', () => {
  it('a photo is named by the person', () => {
    renderAvatar(<Avatar src="/emma.jpg" name="Emma Novak" />);
    expect(screen.getByRole('img', { name: 'Emma Novak' })).toBeInTheDocument();
  });

  it('a decorative photo is hidden from screen readers', () => {
    const { container } = renderAvatar(<Avatar src="/emma.jpg" name="Emma Novak" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('initials are always hidden (the name is said elsewhere)', () => {
    const { container } = renderAvatar(<Avatar name="Emma Novak" />);
    expect(container.firstChild).toHaveTextContent('EN');
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });
});
