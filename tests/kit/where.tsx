import { screen } from '@testing-library/react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Where a screen under test navigated to: put `<Where />` inside the router, then read `where()` —
 * the path, the search and how the router got there (PUSH, REPLACE, POP).
 */
export function Where() {
  const location = useLocation();
  const how = useNavigationType();
  return (
    <div
      data-testid="where"
      data-path={location.pathname}
      data-search={location.search}
      data-how={how}
    />
  );
}

export const where = () => screen.getByTestId('where').dataset;
