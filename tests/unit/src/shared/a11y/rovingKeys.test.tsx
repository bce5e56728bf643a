// Pins the keyboard of a tab row and a radio group (issue 38 §3): one Tab stop on the chosen item,
// the arrows, Home and End move to another and choose it as a tap would, wrapping at the ends.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChoiceRow } from '@shared/ui';
import { rovingTabIndex } from '@shared/a11y';

const OPTIONS = [
  { value: 'all', label: '全部' },
  { value: 'live', label: '进行中' },
  { value: 'done', label: '已完场' },
] as const;

function Row() {
  const [value, setValue] = useState<string>('live');
  return (
    <ChoiceRow
      options={OPTIONS}
      value={value}
      onChange={setValue}
      label="状态"
      testId="state"
      className="row"
      optionClassName="tab"
      selectedClassName="on"
    />
  );
}

describe('tab rows (ChoiceRow)', () => {
  it('is one Tab stop, on the chosen tab', () => {
    render(<Row />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    expect(screen.getByRole('tablist', { name: '状态' })).toBeTruthy();
  });

  it('moves and chooses with the arrows, Home and End, wrapping at the ends', () => {
    render(<Row />);
    const selected = () => screen.getByRole('tab', { selected: true }).textContent;
    screen.getByRole('tab', { name: '进行中' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(selected()).toBe('已完场');
    expect(document.activeElement?.textContent).toBe('已完场');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(selected()).toBe('全部');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(selected()).toBe('已完场');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(selected()).toBe('全部');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(selected()).toBe('已完场');
    // Up and down belong to the page in a row of tabs.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(selected()).toBe('已完场');
  });
});

describe('rovingTabIndex', () => {
  it('gives the first item the Tab stop when none is chosen', () => {
    expect([0, 1, 2].map((i) => rovingTabIndex(false, i, false))).toEqual([0, -1, -1]);
    expect([0, 1, 2].map((i) => rovingTabIndex(i === 2, i, true))).toEqual([-1, -1, 0]);
  });
});
