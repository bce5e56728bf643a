import { useEffect, useId, useState } from 'react';
import { fenToText } from '@contracts/wallet/balance';
import { useResource } from '@shared/resource';
import { bestCouponOf, type CouponOption, type CouponPicking } from './couponChoice';

export interface CouponPickerProps {
  picking: CouponPicking;
  unit: string;
  /** The coupon chosen (null: none), as the confirm step prices it. */
  chosen: CouponOption | null;
  onChoose: (coupon: CouponOption | null) => void;
}

/**
 * The 优惠券 row of the confirm step: the best usable coupon (or discount card) chosen once the list
 * arrives, 更换 to open the list — 不使用优惠, each usable one with what it leaves to pay, and the ones that cannot
 * pay greyed with every reason. Loading says so; none, or a failed list, says 暂无可用 and leaves
 * the purchase to coins (a coupon is never required).
 */
export function CouponPicker({ picking, unit, chosen, onChoose }: CouponPickerProps) {
  const view = useResource(picking.resource, picking.of);
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState(false);
  const listId = useId();
  const options = view.data ?? [];
  const usable = options.filter((o) => o.reasons.length === 0);
  useEffect(() => {
    // The best coupon is chosen for the fan once, when the list first arrives; their pick stands.
    if (!picked && view.data !== undefined) {
      onChoose(bestCouponOf(view.data));
      setPicked(true);
    }
  }, [picked, view.data, onChoose]);
  const summary = chosen
    ? chosen.title
    : view.loading
      ? '查询中...'
      : usable.length > 0
        ? `不使用（${usable.length}张可用）`
        : '暂无可用';
  return (
    <div className="coupon-pick" data-testid="coupon-pick">
      <div className="pay-result__row coupon-pick__row">
        <span>{picking.label}</span>
        <button
          type="button"
          className="coupon-pick__toggle"
          data-testid="coupon-pick-toggle"
          aria-expanded={open}
          aria-controls={listId}
          disabled={options.length === 0}
          onClick={() => setOpen((o) => !o)}
        >
          <strong data-testid="coupon-pick-summary">{summary}</strong>
          {options.length > 0 && (
            <span className="coupon-pick__more">{open ? '收起' : '更换'}</span>
          )}
        </button>
      </div>
      {open && (
        <ul
          className="coupon-pick__list"
          id={listId}
          role="radiogroup"
          aria-label={`选择${picking.label}`}
        >
          <li>
            <CouponRadio
              label="不使用优惠"
              checked={chosen === null}
              onPick={() => {
                onChoose(null);
                setOpen(false);
              }}
              testId="coupon-option-none"
            />
          </li>
          {options.map((option) => (
            <li key={option.key}>
              <CouponRadio
                label={option.title}
                note={
                  option.reasons.length > 0
                    ? option.reasons.join('；')
                    : `${option.note} · 实付${fenToText(option.payPriceFen)}${unit}`
                }
                checked={chosen?.key === option.key}
                disabled={option.reasons.length > 0}
                onPick={() => {
                  onChoose(option);
                  setOpen(false);
                }}
                testId="coupon-option"
                optionKey={option.key}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CouponRadio(props: {
  label: string;
  note?: string;
  checked: boolean;
  disabled?: boolean;
  onPick: () => void;
  testId: string;
  optionKey?: string;
}) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={props.checked}
      disabled={props.disabled}
      className={props.checked ? 'coupon-pick__option is-on' : 'coupon-pick__option'}
      data-testid={props.testId}
      data-key={props.optionKey}
      data-usable={props.disabled ? 'false' : 'true'}
      onClick={props.onPick}
    >
      <span className="coupon-pick__title">{props.label}</span>
      {props.note && <span className="coupon-pick__note">{props.note}</span>}
    </button>
  );
}
