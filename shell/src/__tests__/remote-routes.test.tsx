import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@app/shared/testing';
import { RemoteRoutes } from '../remotes/remote-routes';

const load = jest.fn();
jest.mock('../remotes/remote-registry', () => ({
  loadRemoteRoutes: (...args: unknown[]) => load(...args),
}));

describe('a remote that fails to load', () => {
  it('shows an error with a retry on its own routes, and loads on retry', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    load.mockRejectedValueOnce(new Error('404 remoteEntry.js'));
    load.mockResolvedValueOnce({ default: () => <p>blog feed</p> });
    renderScreen(<RemoteRoutes name="mf_blog" />, { route: '/blog' });
    expect(await screen.findByText('Túto časť sa nepodarilo načítať')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    expect(await screen.findByText('blog feed')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('mf_blog', true);
    spy.mockRestore();
  });
});
