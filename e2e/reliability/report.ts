// One definition of a row of `pnpm test:reliability`'s table and its writer, for every suite.
export { recordRows, type ReliabilityRow } from '../../api/test/reliability/report';
