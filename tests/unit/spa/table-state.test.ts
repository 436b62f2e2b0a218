/** The table kit's pure parts: URL <-> table state <-> the contract's list params. */
import { describe, expect, it } from 'vitest';
import {
  nextSort,
  pageCount,
  parseTableState,
  toListParams,
  truncateText,
  isEmptyCell,
  writeTableState,
  type ColumnQuerySpec,
  type TableState,
} from '../../../src/lib/table/query-state';

const columns: ColumnQuerySpec[] = [
  { id: 'firstName', sortable: true, filter: { type: 'string' } },
  { id: 'email', sortable: true, filter: { type: 'string' } },
  {
    id: 'status',
    filter: {
      type: 'array',
      options: [
        { value: 'initial', label: 'New' },
        { value: 'active', label: 'Active' },
        { value: 'deleted', label: 'Archived' },
      ],
    },
  },
  { id: 'brokerNetworkIds', filter: { type: 'array', operator: 'contain', options: [] } },
  { id: 'createdAt', sortable: true, filter: { type: 'date' } },
  { id: 'investmentValue', filter: { type: 'number' } },
  { id: 'amount', filter: { type: 'number', operator: 'leq' } },
  { id: 'actions', hideable: false },
];

const url = (query: string) => new URLSearchParams(query);

describe('parseTableState', () => {
  it('reads sort, every filter type, the page and hidden columns', () => {
    const state = parseTableState(
      url(
        'sort=-email&f.firstName=ann&f.status=active&f.status=initial&f.brokerNetworkIds=n1' +
          '&f.createdAt.from=2026-01-01&f.createdAt.to=2026-02-01&f.investmentValue.from=1000.5&f.amount=20' +
          '&page=3&hide=email,status',
      ),
      columns,
    );
    expect(state).toEqual({
      sort: { name: 'email', order: 'desc' },
      filters: {
        firstName: { value: 'ann' },
        status: { values: ['active', 'initial'] },
        brokerNetworkIds: { values: ['n1'] },
        createdAt: { from: '2026-01-01', to: '2026-02-01' },
        investmentValue: { from: '1000.5' },
        amount: { value: '20' },
      },
      page: 3,
      hidden: ['email', 'status'],
    });
  });

  it('ignores what the table does not declare or cannot use: unknown columns, bad dates, numbers, pages', () => {
    const state = parseTableState(
      url(
        'sort=-password&f.password=x&f.status=superuser&f.createdAt.from=2026-13-45&f.amount=abc' +
          '&page=-2&hide=actions,nope',
      ),
      columns,
    );
    expect(state).toEqual({ sort: null, filters: {}, page: 1, hidden: [] });
    expect(parseTableState(url('sort=status'), columns).sort).toBeNull(); // status is not sortable
    expect(parseTableState(url('sort=--email'), columns).sort).toBeNull();
    expect(parseTableState(url('page=abc'), columns).page).toBe(1);
  });

  it("drops what the server's shared checks refuse: 30 February, a 16-digit number, 7 decimals", () => {
    const state = parseTableState(
      url(
        'f.createdAt.from=2026-02-30&f.createdAt.to=2026-02-28' +
          '&f.investmentValue.from=1234567890123456&f.investmentValue.to=1,1234567&f.amount=999999999999999',
      ),
      columns,
    );
    expect(state.filters).toEqual({ createdAt: { to: '2026-02-28' }, amount: { value: '999999999999999' } });
    expect(toListParams(state, columns).filters).toEqual({
      createdAt: { type: 'date', to: '2026-02-28' },
      amount: { type: 'number', operator: 'leq', value: '999999999999999' },
    });
  });

  it('reads only its own keys when the table has a prefix', () => {
    const state = parseTableState(url('sort=email&a.sort=-firstName&a.page=2'), columns, 'a.');
    expect(state.sort).toEqual({ name: 'firstName', order: 'desc' });
    expect(state.page).toBe(2);
  });
});

describe('writeTableState', () => {
  it('round-trips through the URL and keeps other params', () => {
    const state: TableState = {
      sort: { name: 'createdAt', order: 'asc' },
      filters: { email: { value: 'ann@x.pl' }, status: { values: ['deleted'] }, createdAt: { to: '2026-02-01' } },
      page: 2,
      hidden: ['firstName'],
    };
    const written = writeTableState(url('tab=2&page=9&f.email=old'), state, columns);
    expect(written.toString()).toBe(
      'tab=2&sort=createdAt&f.email=ann%40x.pl&f.status=deleted&f.createdAt.to=2026-02-01&page=2&hide=firstName',
    );
    expect(parseTableState(written, columns)).toEqual(state);
  });

  it('leaves the defaults out and drops empty filters', () => {
    const written = writeTableState(
      url(''),
      { sort: null, filters: { email: { value: '  ' }, status: { values: [] } }, page: 1, hidden: [] },
      columns,
    );
    expect(written.toString()).toBe('');
  });

  it('writes a descending sort with a leading "-"', () => {
    const written = writeTableState(
      url(''),
      { sort: { name: 'email', order: 'desc' }, filters: {}, page: 1, hidden: [] },
      columns,
    );
    expect(written.get('sort')).toBe('-email');
    expect(written.toString()).toBe('sort=-email');
  });
});

describe('toListParams', () => {
  it('contain sends one value (the contract has no contain-any): the last network picked replaces the first', () => {
    const state = parseTableState(url('f.brokerNetworkIds=n1&f.brokerNetworkIds=n2'), columns);
    expect(state.filters.brokerNetworkIds).toEqual({ values: ['n2'] });
    expect(toListParams(state, columns).filters).toEqual({
      brokerNetworkIds: { type: 'array', operator: 'contain', value: 'n2' },
    });
  });

  it('builds the contract query language: like, in, contain, date and number ranges, leq, limit and offset', () => {
    const state = parseTableState(
      url(
        'sort=firstName&f.email=ann&f.status=active&f.brokerNetworkIds=n1&f.createdAt.from=2026-01-01' +
          '&f.investmentValue.to=10,5&f.amount=20&page=3',
      ),
      columns,
    );
    expect(toListParams(state, columns)).toEqual({
      sort: { name: 'firstName', order: 'asc' },
      filters: {
        email: { type: 'string', operator: 'like', value: 'ann' },
        status: { type: 'array', operator: 'in', values: ['active'] },
        brokerNetworkIds: { type: 'array', operator: 'contain', value: 'n1' },
        createdAt: { type: 'date', from: '2026-01-01' },
        investmentValue: { type: 'number', to: '10.5' },
        amount: { type: 'number', operator: 'leq', value: '20' },
      },
      limit: 20,
      offset: 40,
    });
  });

  it('sends only limit and offset for the default state, and the whole list with limit 99999', () => {
    const state = parseTableState(url(''), columns);
    expect(toListParams(state, columns)).toEqual({ limit: 20, offset: 0 });
    expect(toListParams(state, columns, 99999)).toEqual({ limit: 99999, offset: 0 });
  });
});

describe('helpers', () => {
  it('cycles the sort none -> asc -> desc -> none, and starts again on another column', () => {
    expect(nextSort(null, 'email')).toEqual({ name: 'email', order: 'asc' });
    expect(nextSort({ name: 'email', order: 'asc' }, 'email')).toEqual({ name: 'email', order: 'desc' });
    expect(nextSort({ name: 'email', order: 'desc' }, 'email')).toBeNull();
    expect(nextSort({ name: 'email', order: 'desc' }, 'firstName')).toEqual({ name: 'firstName', order: 'asc' });
  });

  it('counts pages of 20', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(95)).toBe(5);
  });

  it('truncates with "..." after N characters (30 for names, 25 for campaign names)', () => {
    expect(truncateText('Aleksandra Konstantynopolitańczykowska', 30)).toBe('Aleksandra Konstantynopolitańc...');
    expect(truncateText('a'.repeat(30), 30)).toBe('a'.repeat(30));
    expect(truncateText('Kampania obligacji seria A 2026', 25)).toBe('Kampania obligacji seria...');
  });

  it('knows an empty cell', () => {
    expect([null, undefined, '', '  ', []].every(isEmptyCell)).toBe(true);
    expect([0, 'x', ['a'], false].some(isEmptyCell)).toBe(false);
  });
});
