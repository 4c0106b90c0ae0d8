/**
 * A journey's task list (core/use-cases/journey/task-list.ts): every step with its status in
 * words, GOV.UK's pattern. Completed steps and the one in progress are links; the status is text
 * beside the step's name, never colour alone. Open on a journey's landing; on its steps, folded
 * under the counter so the page's own question stays first.
 */
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import type { TaskListView, TaskView } from '../../../core/use-cases/journey/task-list';
import { RouterLink } from '../../components/navigation/RouterLink';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: 0, listStyleType: 'none', borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}` },
  task: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalL,
    minHeight: '44px',
    paddingTop: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  current: { fontWeight: tokens.fontWeightSemibold },
  status: { color: tokens.colorNeutralForeground2 },
  completed: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  inProgress: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
  summary: { marginTop: tokens.spacingVerticalXS, marginBottom: tokens.spacingVerticalS },
  fold: { '& > summary': { cursor: 'pointer', minHeight: '44px', display: 'flex', alignItems: 'center', color: tokens.colorBrandForeground1 } },
});

function Task({ task }: { task: TaskView }) {
  const styles = useStyles();
  const statusClass = task.status === 'completed' ? styles.completed : task.status === 'in-progress' ? styles.inProgress : styles.status;
  return (
    <li className={styles.task}>
      {task.linked && !task.current ? (
        <RouterLink to={task.path}>{task.title}</RouterLink>
      ) : (
        <span className={task.current ? styles.current : undefined} aria-current={task.current ? 'step' : undefined}>
          {task.title}
        </span>
      )}
      <span className={statusClass}>{task.statusText}</span>
    </li>
  );
}

export function TaskList({ view, headingLevel = 2 }: { view: TaskListView; headingLevel?: 2 | 3 }) {
  const styles = useStyles();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <nav aria-labelledby="task-list-title">
      <Heading id="task-list-title" className={styles.heading}>
        {view.title}
      </Heading>
      <p className={styles.summary}>{view.summary}</p>
      <ol className={styles.list}>
        {view.tasks.map((task) => (
          <Task key={task.id} task={task} />
        ))}
      </ol>
    </nav>
  );
}

/** The task list folded away on a step's page: its summary line says how far the licensee is. */
export function FoldedTaskList({ view }: { view: TaskListView }) {
  const styles = useStyles();
  return (
    <details className={styles.fold}>
      <summary>{view.fold}</summary>
      <TaskList view={view} headingLevel={2} />
    </details>
  );
}
