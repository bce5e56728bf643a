import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

/** Every DOM test starts with empty storage and cookies, and leaves nothing mounted. */
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});

afterEach(() => {
  cleanup();
});
