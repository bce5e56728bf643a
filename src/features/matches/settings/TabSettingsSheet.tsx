import { useId, useRef, type ReactNode } from 'react';
import { onRovingKeyDown, rovingTabIndex, useFocusTrap } from '@shared/a11y';
import { useCloseOnNavigation } from '@shared/overlays';
import {
  GAME_TAB_LABELS,
  type BasketballTabKey,
  type FootballTabKey,
  type Sport,
} from '@entities/match';
import {
  ODDS_TYPE_LABELS,
  oddsTypesOf,
  providersForTab,
  type OddsProvider,
  type OddsTypeCode,
} from './providers';
import type { AlertPrefs, BasketballTabSettings, FootballTabSettings } from './schema';
import {
  resetTabSettings,
  updateAlertPrefs,
  updateBasketballTab,
  updateFootballTab,
  useAlertPrefs,
  useTabSettings,
} from './store';
import './settings.css';
import { SPOILER_DELAY_CHOICES_MS } from './timings';

export interface TabSettingsSheetProps {
  sport: Sport;
  /** The game tab whose settings are edited (football 0, 407, 405, 401; basketball 0, 406). */
  tabKey: number;
  open: boolean;
  onClose: () => void;
}

type Patch = Partial<FootballTabSettings>;

function spoilerLabel(ms: number): string {
  return ms === 0 ? '关闭' : `${ms / 1000}秒`;
}

/**
 * The bottom sheet where a fan sets up a list tab: odds provider and type, which tips show, yellow
 * cards and ranks, and (for every tab) goal sound, vibration and the spoiler delay. Changes apply and
 * are saved at once; 完成, the backdrop or a route change closes it.
 */
export function TabSettingsSheet({ sport, tabKey, open, onClose }: TabSettingsSheetProps) {
  const titleId = useId();
  const sheet = useRef<HTMLElement>(null);
  useCloseOnNavigation(open, onClose);
  // Focus stays in the sheet while it is open, Escape closes it, and focus returns to 设置.
  useFocusTrap(sheet, open, onClose);
  if (!open) return null;
  const tabName = GAME_TAB_LABELS[sport][tabKey] ?? '全部';
  return (
    <div className="mts-backdrop" onClick={onClose}>
      <section
        ref={sheet}
        className="mts-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="tab-settings"
        onClick={(event) => event.stopPropagation()}
      >
        <header className="mts-head">
          <button
            type="button"
            className="mts-link"
            onClick={() => resetTabSettings(sport, tabKey)}
          >
            恢复默认
          </button>
          <h2 id={titleId} className="mts-title">
            {sport === 'football' ? '足球' : '篮球'}·{tabName} 设置
          </h2>
          <button type="button" className="mts-link mts-done" onClick={onClose}>
            完成
          </button>
        </header>
        <div className="mts-body">
          <TabSection sport={sport} tabKey={tabKey} />
          <AlertSection />
        </div>
      </section>
    </div>
  );
}

function TabSection({ sport, tabKey }: { sport: Sport; tabKey: number }) {
  const settings: BasketballTabSettings | FootballTabSettings = useTabSettings(sport, tabKey);
  const update = (patch: Patch) => {
    if (sport === 'football') updateFootballTab(tabKey as FootballTabKey, patch);
    else updateBasketballTab(tabKey as BasketballTabKey, patch);
  };
  const chooseProvider = (provider: OddsProvider) => {
    const types = oddsTypesOf(provider.oddsCompany);
    // A company that does not sell the chosen type (jingcai: europe only) switches to one it sells.
    const oddsType = types.includes(settings.oddsType) ? settings.oddsType : (types[0] ?? 1);
    update({ provider, oddsType });
  };
  const types = oddsTypesOf(settings.provider.oddsCompany);
  const football = 'goalTip' in settings ? settings : undefined;
  return (
    <>
      <Group title="赔率公司">
        <ChipGroup label="赔率公司">
          {providersForTab(sport, tabKey).map((provider, index, all) => (
            <Chip
              key={provider.oddsCompany}
              label={provider.description}
              selected={provider.oddsCompany === settings.provider.oddsCompany}
              tabIndex={rovingTabIndex(
                provider.oddsCompany === settings.provider.oddsCompany,
                index,
                all.some((p) => p.oddsCompany === settings.provider.oddsCompany),
              )}
              onSelect={() => chooseProvider(provider)}
            />
          ))}
        </ChipGroup>
      </Group>
      <Group title="盘口类型">
        <ChipGroup label="盘口类型">
          {([1, 2, 3] as const).map((code: OddsTypeCode, index) => (
            <Chip
              key={code}
              label={ODDS_TYPE_LABELS[sport][code]}
              selected={code === settings.oddsType}
              tabIndex={rovingTabIndex(code === settings.oddsType, index, true)}
              disabled={!types.includes(code)}
              onSelect={() => update({ oddsType: code })}
            />
          ))}
        </ChipGroup>
      </Group>
      <Group title="显示与提示">
        {football && (
          <>
            <Toggle
              label="进球提示"
              checked={football.goalTip}
              onChange={(v) => update({ goalTip: v })}
            />
            <Toggle
              label="红牌提示"
              checked={football.redCardTip}
              onChange={(v) => update({ redCardTip: v })}
            />
            <Toggle
              label="显示黄牌"
              checked={football.showYcard}
              onChange={(v) => update({ showYcard: v })}
            />
          </>
        )}
        <Toggle
          label="显示排名"
          checked={settings.showRank}
          onChange={(v) => update({ showRank: v })}
        />
        <Toggle
          label="赔率变化提示"
          checked={settings.changed}
          onChange={(v) => update({ changed: v })}
        />
      </Group>
    </>
  );
}

function AlertSection() {
  const alerts: AlertPrefs = useAlertPrefs();
  return (
    <Group title="关注比赛进球提醒" note="仅对已关注的比赛生效">
      <Toggle
        label="声音"
        checked={alerts.goalSound}
        onChange={(v) => updateAlertPrefs({ goalSound: v })}
      />
      <Toggle
        label="震动"
        checked={alerts.goalVibrate}
        onChange={(v) => updateAlertPrefs({ goalVibrate: v })}
      />
      <div className="mts-row mts-row--stack">
        <span className="mts-label">防剧透延迟</span>
        <span className="mts-hint">比分晚于数据显示，与电视画面同步</span>
        <ChipGroup label="防剧透延迟">
          {SPOILER_DELAY_CHOICES_MS.map((ms, index) => (
            <Chip
              key={ms}
              label={spoilerLabel(ms)}
              selected={alerts.spoilerDelayMs === ms}
              tabIndex={rovingTabIndex(
                alerts.spoilerDelayMs === ms,
                index,
                SPOILER_DELAY_CHOICES_MS.includes(alerts.spoilerDelayMs),
              )}
              onSelect={() => updateAlertPrefs({ spoilerDelayMs: ms })}
            />
          ))}
        </ChipGroup>
      </div>
    </Group>
  );
}

function Group({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <div className="mts-group">
      <h3 className="mts-group-title">
        {title}
        {note && <small className="mts-note">{note}</small>}
      </h3>
      {children}
    </div>
  );
}

/** A radio group of chips: one Tab stop, the arrows move the choice (onRovingKeyDown). */
function ChipGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className="mts-chips"
      role="radiogroup"
      aria-label={label}
      onKeyDown={(event) => onRovingKeyDown(event, { role: 'radio', vertical: true })}
    >
      {children}
    </div>
  );
}

function Chip(props: {
  label: string;
  selected: boolean;
  tabIndex: 0 | -1;
  disabled?: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={props.selected}
      tabIndex={props.tabIndex}
      disabled={props.disabled}
      className={props.selected ? 'mts-chip mts-chip--on' : 'mts-chip'}
      onClick={props.onSelect}
    >
      {props.label}
    </button>
  );
}

function Toggle(props: { label: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <label className="mts-row">
      <span className="mts-label">{props.label}</span>
      <input
        type="checkbox"
        role="switch"
        className="mts-switch"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
    </label>
  );
}
