import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FocusReturn } from './focus-return.tsx';

function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Add</button>
      <button>Other</button>
      {open && (
        <FocusReturn>
          <div role="dialog">
            {/* The dialog takes the focus, as antd's do on opening. */}
            <input aria-label="Name" autoFocus />
            <button onClick={() => setOpen(false)}>Cancel</button>
          </div>
        </FocusReturn>
      )}
    </>
  );
}

describe('FocusReturn', () => {
  it('gives the focus back to the button that opened the dialog once the dialog has gone', async () => {
    render(<Screen />);
    const add = screen.getByRole('button', { name: 'Add' });
    act(() => add.focus());
    fireEvent.click(add);
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(add));
  });

  it('leaves the focus where the admin has put it meanwhile', async () => {
    render(<Screen />);
    const add = screen.getByRole('button', { name: 'Add' });
    act(() => add.focus());
    fireEvent.click(add);
    const other = screen.getByRole('button', { name: 'Other' });
    // Closing by a click elsewhere that takes the focus: it stays there.
    act(() => other.focus());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.activeElement).toBe(other);
  });
});

// A row's actions in a menu, as on a phone: the menu item that opens the dialog is hidden once chosen.
function RowMenuScreen() {
  const [menu, setMenu] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setMenu(true)}>Row actions</button>
      {menu && (
        <div role="menu">
          <button
            role="menuitem"
            onClick={() => {
              setMenu(false);
              setOpen(true);
            }}
          >
            Approve
          </button>
        </div>
      )}
      {open && (
        <FocusReturn>
          <div role="dialog">
            <button onClick={() => setOpen(false)}>Cancel</button>
          </div>
        </FocusReturn>
      )}
    </>
  );
}

describe('FocusReturn after a menu', () => {
  it('gives the focus back to the button that opened the menu when the menu item has gone', async () => {
    render(<RowMenuScreen />);
    const trigger = screen.getByRole('button', { name: 'Row actions' });
    act(() => trigger.focus());
    fireEvent.click(trigger);
    const item = screen.getByRole('menuitem', { name: 'Approve' });
    act(() => item.focus());
    fireEvent.click(item);
    act(() => screen.getByRole('button', { name: 'Cancel' }).focus());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});
