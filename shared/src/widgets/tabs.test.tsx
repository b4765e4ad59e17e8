import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@app/shared/ui';
import { Tabs } from './tabs';

function Example() {
  const [value, setValue] = useState<'all' | 'starred'>('all');
  return (
    <ThemeProvider theme={theme}>
      <Tabs
        label="Publikácie"
        controls="panel"
        value={value}
        onChange={setValue}
        tabs={[
          { id: 'all', label: 'Všetky' },
          { id: 'starred', label: 'Označené' },
        ]}
      />
      <div id="panel" role="tabpanel">
        {value}
      </div>
    </ThemeProvider>
  );
}

describe('Tabs', () => {
  it('selects by click and by arrow keys, keeping one tab in the tab order', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const all = screen.getByRole('tab', { name: 'Všetky' });
    const starred = screen.getByRole('tab', { name: 'Označené' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(all).toHaveAttribute('aria-controls', 'panel');
    expect(starred).toHaveAttribute('tabindex', '-1');

    await user.tab();
    expect(all).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(starred).toHaveAttribute('aria-selected', 'true');
    expect(starred).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('starred');
    await user.keyboard('{ArrowRight}');
    expect(all).toHaveAttribute('aria-selected', 'true');

    await user.click(starred);
    expect(starred).toHaveAttribute('aria-selected', 'true');
  });
});
