// X-Ray's evidence list with its styles, for the notifications (a notification carries an alert's evidence): the app
// hands it to the notifications feature, since features never import each other. Loaded on demand by
// notification-evidence.tsx.
import '../../features/x-ray/components/xray-detail.css';

export { AlertEvidenceList } from '../../features/x-ray/components/alert-evidence';
