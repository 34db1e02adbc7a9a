import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { ClinoteThemeProvider, DataTable, type DataTableColumn, type DataTableState } from '../index';
import { axeViolations, renderLoaded, settle } from '../test-helpers';

// jsdom has no pseudo-element styles and logs an error each time antd measures the scrollbar.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

interface Person {
  id: string;
  name: string;
  notes: number;
}

const COLUMNS: DataTableColumn<Person>[] = [
  { key: 'name', title: 'Name', render: (person) => person.name, compare: (a, b) => a.name.localeCompare(b.name) },
  { key: 'notes', title: 'Notes', render: (person) => String(person.notes), compare: (a, b) => a.notes - b.notes, firstOrder: 'descend' },
  { key: 'id', title: 'Id', render: (person) => person.id },
];

const PEOPLE: Person[] = [
  { id: 'p1', name: 'Cleo', notes: 3 },
  { id: 'p2', name: 'Abe', notes: 10 },
  { id: 'p3', name: 'Bea', notes: 0 },
];

// Data rows only: antd adds an aria-hidden measure row when the table scrolls sideways.
const bodyRows = () => Array.from(document.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-key]'));
const names = () => bodyRows().map((row) => row.cells[0].textContent);

describe('DataTable', () => {
  it('is a table named by its caption, sorted by the header buttons with aria-sort on the header cell', async () => {
    await renderLoaded(
      <DataTable
        caption="People"
        rows={PEOPLE}
        columns={COLUMNS}
        rowKey={(person) => person.id}
        defaultSort={{ key: 'name', order: 'ascend' }}
      />,
    );
    expect(screen.getByRole('table', { name: 'People' })).toBeTruthy();
    expect(names()).toEqual(['Abe', 'Bea', 'Cleo']);
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    // The button toggles the order; a column's first click uses its own first order.
    fireEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Cleo', 'Bea', 'Abe']);
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: 'Notes' }));
    expect(names()).toEqual(['Abe', 'Cleo', 'Bea']);
    expect(screen.getByRole('columnheader', { name: /Notes/ }).getAttribute('aria-sort')).toBe('descending');
    expect(nameHeader.getAttribute('aria-sort')).toBeNull();
    // antd's hidden measure row repeats the headers as plain text, never as a second Tab stop.
    expect(screen.getAllByRole('button', { name: 'Name', hidden: true })).toHaveLength(1);
    expect(document.querySelectorAll('.ant-table-measure-row button, .ant-table-measure-row [tabindex]')).toHaveLength(0);
    // A column without a comparator has no button.
    expect(within(screen.getByRole('columnheader', { name: 'Id' })).queryByRole('button')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('renders one page of 10,000 rows, and goes back to page 1 when the reset key changes', async () => {
    const many: Person[] = Array.from({ length: 10_000 }, (_, index) => ({
      id: `p${index}`,
      name: `Person ${String(index).padStart(5, '0')}`,
      notes: index % 7,
    }));
    function Searchable() {
      const [query, setQuery] = useState('');
      const rows = query ? many.filter((person) => person.name.includes(query)) : many;
      return (
        <>
          <input aria-label="Search" value={query} onChange={(event) => setQuery(event.target.value)} />
          <DataTable
            caption="People"
            rows={rows}
            columns={COLUMNS}
            rowKey={(person) => person.id}
            pageSize={20}
            resetPageKey={query}
            itemsLabel="people"
          />
        </>
      );
    }
    const started = performance.now();
    await renderLoaded(<Searchable />);
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('1–20 of 10,000 people')).toBeTruthy();
    fireEvent.click(screen.getByTitle('3'));
    expect(names()[0]).toBe('Person 00040');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'Person 0004' } });
    await settle();
    expect(screen.getByText('1–10 of 10 people')).toBeTruthy();
    expect(names()[0]).toBe('Person 00040');
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('its scroll box, when the table is wider than it, is a focusable region named by the caption (keyboard scrolling); otherwise not', async () => {
    const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('ant-table-content') ? 900 : 0;
    });
    const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
    try {
      await renderLoaded(<DataTable caption="Latest recorded actions" rows={PEOPLE} columns={COLUMNS} rowKey={(person) => person.id} />);
      const region = screen.getByRole('region', { name: 'Latest recorded actions' });
      expect(region.classList.contains('ant-table-content')).toBe(true);
      expect(region.tabIndex).toBe(0);
      expect(await axeViolations()).toEqual([]);
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
    }
    await renderLoaded(<DataTable caption="Narrow" rows={PEOPLE} columns={COLUMNS} rowKey={(person) => person.id} />);
    expect(screen.queryByRole('region', { name: 'Narrow' })).toBeNull();
  });

  it('shows the empty text when there are no rows', async () => {
    await renderLoaded(
      <ClinoteThemeProvider>
        <DataTable caption="People" rows={[]} columns={COLUMNS} rowKey={(person) => person.id} emptyText="No users match" />
      </ClinoteThemeProvider>,
    );
    expect(screen.getByText('No users match')).toBeTruthy();
  });

  it('with `server`, shows the page it is given as it is, and reports header and pager choices (issue 23)', async () => {
    const changes: DataTableState[] = [];
    function ServerTable() {
      const [state, setState] = useState<DataTableState>({ page: 2, pageSize: 10, sort: { key: 'notes', order: 'descend' } });
      return (
        <DataTable
          caption="People"
          // Deliberately not in the sort's order: the server's order is kept as it came.
          rows={PEOPLE}
          columns={[...COLUMNS.slice(0, 2).map(({ compare: _compare, ...column }) => ({ ...column, sortable: true })), COLUMNS[2]!]}
          rowKey={(person) => person.id}
          server={{
            total: 33,
            state,
            onChange: (next) => {
              changes.push(next);
              setState(next);
            },
          }}
        />
      );
    }
    await renderLoaded(<ServerTable />);
    expect(names()).toEqual(['Cleo', 'Abe', 'Bea']);
    expect(screen.getByText('11–20 of 33 rows')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Notes/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: 'Notes' }));
    expect(changes.at(-1)).toEqual({ page: 1, pageSize: 10, sort: { key: 'notes', order: 'ascend' } });
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(changes.at(-1)).toEqual({ page: 1, pageSize: 10, sort: { key: 'name', order: 'ascend' } });
    fireEvent.click(screen.getByTitle('4'));
    expect(changes.at(-1)).toEqual({ page: 4, pageSize: 10, sort: { key: 'name', order: 'ascend' } });
    expect(names()).toEqual(['Cleo', 'Abe', 'Bea']);
    await settle();
    expect(await axeViolations()).toEqual([]);
  });
});
