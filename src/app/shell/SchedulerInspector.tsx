import { useEffect, useState } from 'react';
import { appScheduler, every, jobRows, jobRows$, type JobRow } from '@schedulers';

function seconds(ms: number | undefined): string {
  if (ms === undefined) return '—';
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} 秒`;
}

const STATUS: Record<JobRow['status'], string> = {
  idle: '空闲',
  fetching: '请求中',
  paused: '已暂停',
  error: '出错',
};

/**
 * Development overlay: every live job of the app's scheduler (key, subscribers, interval, last and
 * next run, failures, pause). Lazy-loaded by SchedulerInspectorGate; never in the home route's first load.
 */
export default function SchedulerInspector() {
  const [rows, setRows] = useState<JobRow[]>(() => jobRows(appScheduler));
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const sub = jobRows$(appScheduler).subscribe(setRows);
    // Relative times move even when no job changes.
    const stop = every(1000, () => setRows(jobRows(appScheduler)));
    return () => {
      sub.unsubscribe();
      stop();
    };
  }, []);

  return (
    <div
      style={{
        position: 'fixed',
        right: 4,
        bottom: 60,
        zIndex: 99999,
        maxWidth: '96vw',
        maxHeight: '60vh',
        overflow: 'auto',
        font: '11px/1.4 monospace',
        background: 'rgba(0,0,0,0.82)',
        color: '#fff',
        borderRadius: 4,
        padding: 4,
      }}
    >
      <button
        type="button"
        data-testid="inspector-toggle"
        onClick={() => setOpen((o) => !o)}
        style={{ font: 'inherit' }}
      >
        调度器 {rows.filter((r) => r.active).length}/{rows.length}
      </button>
      {open && (
        <table style={{ borderCollapse: 'collapse', marginTop: 4 }}>
          <thead>
            <tr>
              {['任务', '订阅', '间隔', '上次', '下次', '失败', '状态'].map((h) => (
                <th key={h} style={{ textAlign: 'left', paddingRight: 6 }}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.key}
                data-testid="inspector-job"
                data-key={row.key}
                data-active={row.active}
                data-subscribers={row.subscribers}
                style={{ opacity: row.active ? 1 : 0.5 }}
              >
                <td style={{ paddingRight: 6 }}>{row.key}</td>
                <td>{row.subscribers}</td>
                <td>{seconds(row.intervalMs)}</td>
                <td>{row.lastRunAgoMs === undefined ? '—' : `${seconds(row.lastRunAgoMs)}前`}</td>
                <td>{row.nextRunInMs === undefined ? '—' : `${seconds(row.nextRunInMs)}后`}</td>
                <td style={{ color: row.failureCount > 0 ? '#f66' : undefined }}>
                  {row.failureCount}
                </td>
                <td>
                  {STATUS[row.status]}
                  {row.pausedBy === 'hidden' ? '（页面隐藏）' : ''}
                  {row.pausedBy === 'offline' ? '（离线）' : ''}
                  {row.stale && row.active ? ' · 数据过期' : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
