import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@app/shared/testing';
import { CapacityField } from '../forms/meetings/capacity-field';

const stored: { current: string } = { current: '' };
function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  stored.current = value;
  return <CapacityField value={value} onChange={setValue} />;
}

describe("a meeting's capacity as a choice (issue 38, item 8)", () => {
  it("offers 'Bez obmedzenia' as a choice, stores the API's 9999 for it, and restores the number typed before", async () => {
    renderScreen(<Harness initial="12" />);
    const limited = await screen.findByRole('radio', { name: 'Obmedzený počet miest' });
    expect(limited).toBeChecked();
    expect(screen.getByLabelText('Počet miest')).toHaveValue(12);
    expect(document.body.textContent).not.toContain('9999');
    await userEvent.clear(screen.getByLabelText('Počet miest'));
    await userEvent.type(screen.getByLabelText('Počet miest'), '30');
    await userEvent.click(screen.getByRole('radio', { name: 'Bez obmedzenia' }));
    expect(stored.current).toBe('9999');
    expect(screen.queryByLabelText('Počet miest')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Obmedzený počet miest' }));
    expect(stored.current).toBe('30');
  });

  it('shows a stored 9999 as the choice, not as a number', async () => {
    renderScreen(<Harness initial="9999" />);
    expect(await screen.findByRole('radio', { name: 'Bez obmedzenia' })).toBeChecked();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });
});
