// The Current Poll tab (spec §2 "/votes", "/votes/current"): every open poll, each with its distributor or the
// caller's ballot; the spec's empty state when none is open.
import './votes.css';
import { usePolls } from '../api/get-polls';
import { NoPoll, PollsLoadError, PollsLoading } from './polls-state';
import { PollCard } from './poll-card';

export function CurrentPolls({ onConnect }: { onConnect: () => void }) {
  const polls = usePolls('current');
  if (polls.isPending) return <PollsLoading />;
  if (polls.isError) return <PollsLoadError onRetry={() => void polls.refetch()} />;
  if (polls.data.length === 0) return <NoPoll tab="current" />;
  return (
    <div className="poll-list">
      {polls.data.map((poll) => (
        <PollCard key={poll.id} poll={poll} onConnect={onConnect} />
      ))}
    </div>
  );
}
