// Pins the app's one focus trap (issue 38 §3): focus moves into a dialog when it opens, Tab and
// Shift+Tab go round its controls and never reach the page, Escape asks it to close, focus that
// wanders out comes back, closing gives focus back to the opener, and a dialog over a dialog traps
// until it closes. Also the React hook the sheets use.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTrapCount, tabbablesIn, trapFocus, useFocusTrap } from '@shared/a11y';

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.appendChild(root);
  return root;
}

const tab = (shiftKey = false) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });
const focused = () => document.activeElement?.id;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('trapFocus', () => {
  it('moves focus in, goes round on Tab and Shift+Tab, and gives it back on release', () => {
    page(`<button id="opener">打开</button>
      <div id="dialog"><button id="a">取消</button><a id="b" href="#x">链接</a>
      <button id="off" disabled>不可用</button><button id="c">确定</button></div>`);
    document.getElementById('opener')!.focus();
    const release = trapFocus(document.getElementById('dialog')!);
    expect(focused()).toBe('a');
    // Inside the run the browser moves focus; at the ends the trap goes round.
    document.getElementById('c')!.focus();
    tab();
    expect(focused()).toBe('a');
    tab(true);
    expect(focused()).toBe('c');
    release();
    expect(focused()).toBe('opener');
    expect(openTrapCount()).toBe(0);
  });

  it('asks its owner to close on Escape, and brings back focus that left', () => {
    page(`<button id="outside">页面</button><div id="dialog"><button id="a">确定</button></div>`);
    const onEscape = vi.fn();
    const release = trapFocus(document.getElementById('dialog')!, { onEscape });
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
    document.getElementById('outside')!.focus();
    expect(focused()).toBe('a');
    release();
  });

  it('focuses a control marked data-autofocus first, or the dialog itself when it has none', () => {
    page(`<div id="one"><button id="a">一</button><button id="b" data-autofocus>二</button></div>
      <div id="two"><p>只有文字</p></div>`);
    const first = trapFocus(document.getElementById('one')!);
    expect(focused()).toBe('b');
    first();
    const second = trapFocus(document.getElementById('two')!);
    expect(focused()).toBe('two');
    expect(document.getElementById('two')!.getAttribute('tabindex')).toBe('-1');
    second();
  });

  it('stacks: a confirm over a sheet traps until it closes, then the sheet traps again', () => {
    page(`<div id="sheet"><button id="s1">举报</button><button id="s2">取消</button></div>
      <div id="confirm"><button id="c1">确定</button></div>`);
    const sheetEscape = vi.fn();
    const confirmEscape = vi.fn();
    const releaseSheet = trapFocus(document.getElementById('sheet')!, { onEscape: sheetEscape });
    document.getElementById('s2')!.focus();
    const releaseConfirm = trapFocus(document.getElementById('confirm')!, {
      onEscape: confirmEscape,
    });
    expect(focused()).toBe('c1');
    tab();
    expect(focused()).toBe('c1');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(confirmEscape).toHaveBeenCalledTimes(1);
    expect(sheetEscape).not.toHaveBeenCalled();
    releaseConfirm();
    expect(focused()).toBe('s2');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(sheetEscape).toHaveBeenCalledTimes(1);
    releaseSheet();
    expect(openTrapCount()).toBe(0);
  });

  it('skips hidden, inert and negative-tabindex elements', () => {
    const root = page(`<button id="a">一</button><button id="b" tabindex="-1">二</button>
      <div hidden><button id="c">三</button></div><div inert><button id="d">四</button></div>
      <input id="e" /><input type="hidden" id="f" />`);
    expect(tabbablesIn(root).map((el) => el.id)).toEqual(['a', 'e']);
  });
});

function Sheet({ onClose }: { onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, true, onClose);
  return (
    <div ref={panel} role="dialog" aria-label="设置">
      <button type="button">完成</button>
    </div>
  );
}

function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        设置
      </button>
      {open && <Sheet onClose={() => setOpen(false)} />}
    </>
  );
}

describe('useFocusTrap', () => {
  it('traps while the sheet is open, closes it on Escape, and focuses its opener again', async () => {
    render(<Screen />);
    const opener = screen.getByRole('button', { name: '设置' });
    opener.focus();
    fireEvent.click(opener);
    // The trap's code comes with the first dialog: focus moves in once it has.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: '完成' })),
    );
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(openTrapCount()).toBe(0);
  });
});
