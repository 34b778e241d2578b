// /x-ray/tops/{type}: the whole list (a lazy chunk of the route).
import type { XrayTopType } from '@k3/shared';
import { TopList } from './top-lists';
import './xray.css';

export function TopsPage({ type }: { type: XrayTopType }) {
  return <TopList type={type} />;
}

export default TopsPage;
