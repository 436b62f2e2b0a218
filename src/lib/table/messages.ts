import { defineMessage, defineMessages } from 'react-intl';
import './table-catalogue';

export const tableMessages = {
  ...defineMessages({
    placeholder: { id: 'table.placeholder', defaultMessage: '—' },
    noValue: { id: 'table.noValue', defaultMessage: 'No value' },
    loading: { id: 'table.loading', defaultMessage: 'Loading…' },
    empty: { id: 'table.empty', defaultMessage: 'No results.' },
    emptyFiltered: { id: 'table.emptyFiltered', defaultMessage: 'No results match the filters.' },
    clearFilters: { id: 'table.clearFilters', defaultMessage: 'Clear filters' },
    retry: { id: 'table.retry', defaultMessage: 'Try again' },
    columns: { id: 'table.columns', defaultMessage: 'Columns' },
    showColumns: { id: 'table.columns.legend', defaultMessage: 'Show columns' },
    actions: { id: 'table.actions', defaultMessage: 'Actions' },
    filterAll: { id: 'table.filter.all', defaultMessage: 'All' },
    pagination: { id: 'table.pagination.label', defaultMessage: 'Pagination' },
    previousPage: { id: 'table.pagination.previous', defaultMessage: 'Previous page' },
    nextPage: { id: 'table.pagination.next', defaultMessage: 'Next page' },
  }),
  // Messages with values are typed one by one (react-intl 12 checks the values of typed descriptors).
  filterBy: defineMessage<{ column: string }>({ id: 'table.filter.label', defaultMessage: 'Filter: {column}' }),
  filterFrom: defineMessage<{ column: string }>({ id: 'table.filter.from', defaultMessage: '{column} from' }),
  filterTo: defineMessage<{ column: string }>({ id: 'table.filter.to', defaultMessage: '{column} to' }),
  filterAtMost: defineMessage<{ column: string }>({ id: 'table.filter.atMost', defaultMessage: '{column} at most' }),
  filterSelected: defineMessage<{ count: number }>({
    id: 'table.filter.selected',
    defaultMessage: 'Selected: {count}',
  }),
  pageOf: defineMessage<{ page: number; pages: number }>({
    id: 'table.pagination.pageOf',
    defaultMessage: 'Page {page} of {pages}',
  }),
  total: defineMessage<{ total: number }>({ id: 'table.total', defaultMessage: 'Results: {total}' }),
};
