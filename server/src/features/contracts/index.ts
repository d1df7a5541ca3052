// The contracts entry file: all that code outside features/contracts/ may import from it.
export { contractHref } from './contract-record';
export { selectContracts, toContractSummary } from './contract-summary';
export { startContractsJobs } from './contracts-jobs';
export { contractsRoutes } from './contracts.routes';
export { countJobsCompleted, jobsCompletedBy } from './count-jobs-completed';
export { deliverWork } from './deliver-work';
export { fundContract } from './fund-contract';
export { makeContract, WHOLE_JOB_DELIVERABLE } from './make-contract';
export { approveDelivery } from './release-escrow';
