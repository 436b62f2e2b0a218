/**
 * The row actions menu of the table kit (src/lib/table/row-actions-menu.tsx): it is fixed where its button is, so a
 * scroll that moves the button closes it; a scroll that leaves the button in place (the table scrolling sideways
 * to bring the focused button into view, reported after the click that opened the menu) must not.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RowActionsMenu } from '../../src/lib/table';

const rect = (top: number, left: number) =>
  ({ top, left, bottom: top + 36, right: left + 36, width: 36, height: 36, x: left, y: top }) as DOMRect;

function renderMenu() {
  const onSelect = vi.fn();
  render(<RowActionsMenu label="Działania: Anna" actions={[{ id: 'archive', label: 'Archiwizuj', onSelect }]} />);
  const button = screen.getByRole('button', { name: 'Działania: Anna' });
  let at = rect(100, 900);
  vi.spyOn(button, 'getBoundingClientRect').mockImplementation(() => at);
  return { button, onSelect, moveTo: (top: number, left: number) => (at = rect(top, left)) };
}

describe('the row actions menu and scrolling', () => {
  it('stays open on a scroll that leaves its button in place, and the item can be chosen', async () => {
    const user = userEvent.setup();
    const { button, onSelect } = renderMenu();
    await user.click(button);
    expect(document.activeElement).toBe(await screen.findByRole('menuitem', { name: 'Archiwizuj' }));
    fireEvent.scroll(window);
    expect(screen.queryByRole('menu', { name: 'Działania: Anna' })).not.toBeNull();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('closes when a scroll moves its button (the menu would be left behind)', async () => {
    const user = userEvent.setup();
    const { button, moveTo } = renderMenu();
    await user.click(button);
    await screen.findByRole('menuitem', { name: 'Archiwizuj' });
    moveTo(40, 900);
    fireEvent.scroll(window);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
