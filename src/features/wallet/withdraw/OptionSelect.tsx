import { failureText } from '@shared/http';
import type { OptionsView } from './useOptions';

interface Option {
  id: number;
  name: string;
}

/**
 * One picker of the new card as a native select (the phone's own wheel), with the state of a list
 * that is asked for: loading, failed with 重试, or empty in words the fan understands.
 */
export function OptionSelect({
  label,
  testId,
  placeholder,
  options,
  value,
  onPick,
  list,
  emptyText,
}: {
  label: string;
  testId: string;
  placeholder: string;
  options: readonly Option[];
  value: number | null;
  onPick: (id: number | null) => void;
  /** The state of an asked-for list; a fixed list (banks, provinces) has none. */
  list?: Pick<OptionsView<unknown>, 'status'> & { error?: unknown; retry: () => void };
  emptyText?: string;
}) {
  const status = list?.status ?? 'ready';
  const empty = status === 'ready' && options.length === 0 && list !== undefined;
  return (
    <div className="wd-field">
      <label className="wd-field__label" htmlFor={testId}>
        {label}
      </label>
      {status === 'loading' && (
        <span className="wd-field__state" data-testid={`${testId}-loading`}>
          加载中...
        </span>
      )}
      {status === 'error' && list && (
        <span className="wd-field__state is-error" data-testid={`${testId}-error`}>
          {failureText(list.error)}
          <button type="button" className="wd-link" onClick={list.retry}>
            重试
          </button>
        </span>
      )}
      {empty && (
        <span className="wd-field__state" data-testid={`${testId}-empty`}>
          {emptyText}
        </span>
      )}
      {(status === 'ready' || status === 'idle') && !empty && (
        <select
          id={testId}
          className="wd-field__input"
          data-testid={testId}
          disabled={status === 'idle'}
          value={value ?? ''}
          onChange={(e) => onPick(e.target.value === '' ? null : Number(e.target.value))}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
