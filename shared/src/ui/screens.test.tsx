import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { Page } from './page';
import { ErrorScreen, LoadingScreen } from './screens';
import { theme } from './theme';

const draw = (ui: React.ReactNode) =>
  render(
    <MemoryRouter>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </MemoryRouter>,
  );

describe('full-screen states', () => {
  it('an error or loading screen on its own (the old-client refusal) is the main landmark', () => {
    draw(<ErrorScreen title="Oops – You are using too old Telegram client to run this application" />);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('alert'));
  });

  it('inside a Page it adds no second main', () => {
    draw(
      <Page back={null} title="Sekcia">
        <LoadingScreen title="Načítavam sekciu." />
      </Page>,
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('status'));
  });
});
