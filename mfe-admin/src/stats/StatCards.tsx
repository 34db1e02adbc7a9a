import type { ReactNode } from 'react';
import type { AdminStats } from '@clinote/contracts';
import { Card, Heading, Text } from '@clinote/ui';
import { count, oneDecimal, percent } from '../format';

/** Two cards a row on a phone, four on a tablet and wider. */
const GRID = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(160px, 100%), 1fr))' } as const;

function StatCard({ title, value, detail }: { title: string; value: ReactNode; detail: ReactNode }) {
  return (
    <Card data-testid="stat-card" style={{ minWidth: 0 }}>
      <Heading level={2} style={{ fontSize: 14, lineHeight: 1.4, fontWeight: 500 }}>
        {title}
      </Heading>
      <p data-testid="stat-value" style={{ margin: '4px 0', fontSize: 28, fontWeight: 600, lineHeight: 1.2, overflowWrap: 'anywhere' }}>
        {value}
      </p>
      <Text type="secondary" data-testid="stat-detail">
        {detail}
      </Text>
    </Card>
  );
}

/**
 * docs/product.md §2 four stat cards: Total Users (verified count and percent), Active Users (30d) (percent
 * of total), Notes This Month (notes this week), Avg Notes/User (one decimal, total notes).
 * Without stats (loading, or the call failed: the page says why above) the values read "—".
 */
export function StatCards({ stats }: { stats: AdminStats | undefined }) {
  const dash = '—';
  return (
    <div style={GRID} aria-busy={stats ? undefined : true}>
      <StatCard
        title="Total Users"
        value={stats ? count(stats.totalUsers) : dash}
        detail={stats ? `${count(stats.verifiedUsers)} verified (${percent(stats.verifiedUsers, stats.totalUsers)})` : dash}
      />
      <StatCard
        title="Active Users (30d)"
        value={stats ? count(stats.activeUsers) : dash}
        detail={stats ? `${percent(stats.activeUsers, stats.totalUsers)} of total` : dash}
      />
      <StatCard
        title="Notes This Month"
        value={stats ? count(stats.notesThisMonth) : dash}
        detail={stats ? `${count(stats.notesThisWeek)} this week` : dash}
      />
      <StatCard
        title="Avg Notes/User"
        value={stats ? oneDecimal(stats.avgNotesPerUser) : dash}
        detail={stats ? `${count(stats.totalNotes)} total notes` : dash}
      />
    </div>
  );
}
