import { useState } from 'react';
import {
  chooseTheme,
  storedThemeChoice,
  THEME_CHOICE_LABELS,
  THEME_CHOICES,
  type ThemeChoice,
} from '@shared/theme';

/**
 * 深色模式 on the settings page (issue 38 §2): follow the system, light or dark. A choice is stored on
 * this device and painted at once; the next visit's page paints it before anything else
 * (index.html's head script). Radio buttons, so a screen reader says which one is on.
 */
export function ThemeSetting() {
  const [choice, setChoice] = useState<ThemeChoice>(storedThemeChoice);
  const pick = (next: ThemeChoice) => {
    chooseTheme(next);
    setChoice(next);
  };
  return (
    <div className="uc-row uc-theme">
      <span className="uc-row__label" id="settings-theme-label">
        深色模式
      </span>
      <div
        className="uc-theme__choices"
        role="radiogroup"
        aria-labelledby="settings-theme-label"
        data-testid="settings-theme"
        data-choice={choice}
      >
        {THEME_CHOICES.map((option) => (
          <label key={option} className={`uc-theme__choice${option === choice ? ' is-on' : ''}`}>
            <input
              type="radio"
              name="theme"
              className="uc-theme__input"
              value={option}
              checked={option === choice}
              onChange={() => pick(option)}
              data-testid={`settings-theme-${option}`}
            />
            {THEME_CHOICE_LABELS[option]}
          </label>
        ))}
      </div>
    </div>
  );
}
