import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { MAX_SEARCH_LENGTH } from '@app/shared/domain';
import { theme } from '@app/shared/ui';
import { SearchBox } from './search-box';

/** The box in the app's theme, with its search recorded. */
function renderBox() {
  const onSearch = jest.fn();
  render(
    <ThemeProvider theme={theme}>
      <SearchBox label="Hľadať" onSearch={onSearch} />
    </ThemeProvider>,
  );
  return { box: screen.getByRole('searchbox', { name: 'Hľadať' }), onSearch };
}

describe('SearchBox', () => {
  it('takes no more text than the API searches for, so no search the user types is refused', async () => {
    const user = userEvent.setup();
    const { box, onSearch } = renderBox();
    await user.type(box, `${'á'.repeat(120)}{Enter}`);
    expect(box).toHaveValue('á'.repeat(MAX_SEARCH_LENGTH));
    expect(onSearch).toHaveBeenCalledWith('á'.repeat(MAX_SEARCH_LENGTH));
  });

  it('searches only on Enter with non-blank text', async () => {
    const user = userEvent.setup();
    const { box, onSearch } = renderBox();
    await user.type(box, '   {Enter}');
    expect(onSearch).not.toHaveBeenCalled();
    await user.type(box, ' kapor {Enter}');
    expect(onSearch).toHaveBeenCalledWith('kapor');
  });
});
