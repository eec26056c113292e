/** What is wrong with the author's input, listed in one failed banner; nothing when all is well. */
export function ProblemList({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="status status-failed" role="alert">
      <ul className="sc-problem-list">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
