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

  it('an uploaded photo offers its sizes for the circle, which keeps its own box', () => {
    const srcset = '/api/media/a 112w, /api/media/b 160w';
    const { container } = renderAvatar(
      <Avatar src="/api/media/o" variants={{ srcset, width: 160, height: 160 }} name="Emma Novak" size={56} />,
    );
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('srcset', srcset);
    expect(img).toHaveAttribute('sizes', '56px');
    expect(img).toHaveAttribute('width', '56');
    // Small and often on the first screen: not held back until layout.
    expect(img).not.toHaveAttribute('loading');
  });

  it('initials are always hidden (the name is said elsewhere)', () => {
    const { container } = renderAvatar(<Avatar name="Emma Novak" />);
    expect(container.firstChild).toHaveTextContent('EN');
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });
});
