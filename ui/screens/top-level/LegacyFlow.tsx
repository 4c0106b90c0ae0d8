import { TopLevelPage } from './TopLevelPage';

export default function LegacyFlow() {
  return (
    <TopLevelPage
      id="legacy-flow-title"
      title="Applications on the registry's own pages"
      text="Some applications continue on the registry's own application pages rather than in this portal. Open the application from Resume an application and choose Resume to continue it there."
    />
  );
}
