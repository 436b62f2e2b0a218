// Public surface of the investor pipeline's reads (tag investor-pipeline): the tables, the board, the export.
// The query builders are exported for the benchmark (tests/bench).
export { investorPipelineHandlers } from './investor-pipeline.handlers';
export {
  BOARD_COLUMNS,
  boardAggregates,
  boardCards,
  listPipelinePage,
  scopeCondition,
  streamExportRows,
  type BoardInput,
  type ExportInput,
  type PipelinePageInput,
  type PipelineScope,
} from './investor-pipeline.repository';
export { board, exportFile, list, scopeOf, type ExportFile, type PipelineView } from './investor-pipeline.service';
