// The X-Ray home, /x-ray (spec §2 "X-Ray search and lists"; issue 11 §3): the search with its category filter and
// reset (and, for a token address, its audit by address), the user's favorites first, then the three lists. A lazy
// chunk of the route; `onConnect` opens the header's wallet choices for a visitor.
import { FavoritesSection } from './favorites-section';
import { ProjectSearch } from './project-search';
import { TopLists } from './top-lists';
import './xray.css';

export function XrayHome({ onConnect }: { onConnect: () => void }) {
  return (
    <div className="xray-page">
      <ProjectSearch onConnect={onConnect} />
      <FavoritesSection onConnect={onConnect} />
      <TopLists />
    </div>
  );
}

export default XrayHome;
