// /gem-detector and /harpoon (spec §1): teaser and pre-register pages, marked mock when configured.
import { isMockedPage } from '../../config/env';
import { TeaserPage } from '../../features/teasers/components/teaser-page';
import { usePageMeta } from '../../hooks/use-page-meta';

export function GemDetectorRoute() {
  usePageMeta('gemDetector');
  return <TeaserPage page="gem-detector" isMock={isMockedPage('gem-detector')} />;
}

export function HarpoonRoute() {
  usePageMeta('harpoon');
  return <TeaserPage page="harpoon" isMock={isMockedPage('harpoon')} />;
}
