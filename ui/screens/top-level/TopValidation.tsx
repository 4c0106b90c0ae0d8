import { TopLevelPage } from './TopLevelPage';

export default function TopValidation() {
  return (
    <TopLevelPage
      id="validation-title"
      title="Validation"
      text="The registry validates each application before it is submitted, as a step of that application. Open the application you are working on to see its validation results."
    />
  );
}
