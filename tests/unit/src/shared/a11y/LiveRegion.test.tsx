// Pins the app's one polite live region (issue 38 §3): it is in the page, empty, before anything is
// said (a region added with its text is often not read); each announcement is a new paragraph in it
// (the same words again are read again); it keeps only the last few; a re-render of the shell does
// not wipe what it holds.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { announce, announcements, ANNOUNCEMENTS_KEPT, LiveRegion } from '@shared/a11y';

describe('LiveRegion', () => {
  it('is polite and empty at first, then adds each announcement, keeping the last few', () => {
    const { rerender } = render(<LiveRegion />);
    const region = screen.getByTestId('live-announcer');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.children).toHaveLength(0);
    announce("曼联 1-0 利物浦，进球：B·费尔南德斯 63'");
    expect(region.textContent).toBe("曼联 1-0 利物浦，进球：B·费尔南德斯 63'");
    for (let i = 1; i <= ANNOUNCEMENTS_KEPT + 1; i += 1) announce(`第${i}条`);
    expect(announcements()).toEqual(['第2条', '第3条', '第4条']);
    const before = region.lastElementChild;
    announce('第4条');
    expect(region.lastElementChild).not.toBe(before);
    rerender(<LiveRegion />);
    expect(announcements()).toEqual(['第3条', '第4条', '第4条']);
  });

  it('says nothing, and does not fail, where no region is drawn', () => {
    announce('无处可说');
    expect(announcements()).toEqual([]);
  });
});
