/**
 * The journeys' pages (starting and resuming an application, its modules and shared steps, the
 * contact change, the PDB report, the name change, the license update, continuing education, the
 * top-level pages): one lazily loaded route group (docs/performance.md §Load tiers).
 */
export * as StartFlow from './start-flow/StartFlow';
export * as StartDirectly from './start-flow/StartDirectly';
export * as ResumeIncomplete from './resume-incomplete/ResumeIncomplete';
export * as ModulesScreen from './modules/ModulesScreen';
export * as FlowSteps from './flow-steps/screens';
export * as PdbReportInfo from './pdb-report/PdbReportInfo';
export * as PdbReportStatus from './pdb-report/PdbReportStatus';
export * as CcrLanding from './ccr/CcrLanding';
export * as CcrResume from './ccr/CcrResume';
export * as CcrReview from './ccr/CcrReview';
export * as NameChange from './name-change/NameChange';
export * as DrlpEdit from './license-update/DrlpEdit';
export * as DrlpReview from './license-update/DrlpReview';
export * as ContinuingEducation from './continuing-education/ContinuingEducation';
export * as LegacyFlow from './top-level/LegacyFlow';
export * as TopValidation from './top-level/TopValidation';
export * as TopAttestation from './top-level/TopAttestation';
// Every journey page shows inside the signed-in shell (ui/app/signed-in.ts).
export * from '../app/signed-in';
