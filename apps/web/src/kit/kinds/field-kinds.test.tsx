import type { FieldDef } from '@partdesk/shared/resource/define';
import {
  FIELD_KINDS,
  type FieldKind,
  type FilterOp,
  OPS_BY_KIND,
} from '@partdesk/shared/resource/field-kinds';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import { CELLS, FieldCell } from './cells';
import { datePresets, FILTER_INPUTS, FilterInput } from './filter-inputs';
import { FORM_INPUTS, FormInput } from './form-inputs';
import { formatDecimal, formatMoney } from './format';

afterEach(() => vi.unstubAllGlobals());

/** One field and one sample value per kind, with the text its cell shows. */
const SAMPLES = {
  text: { extra: {}, value: 'Hello', text: 'Hello' },
  number: { extra: {}, value: '1234.5', text: '1,234.5' },
  money: { extra: {}, value: '1234567.8', text: '1,234,567.80' },
  percent: { extra: {}, value: '13', text: '13%' },
  date: { extra: {}, value: '2026-11-20', text: '2026-11-20' },
  datetime: {
    extra: {},
    value: '2026-11-20T08:00:00Z',
    text: dayjs('2026-11-20T08:00:00Z').format('YYYY-MM-DD HH:mm:ss'),
  },
  enum: {
    extra: { options: [{ value: 1, label: 'resources.common.active', color: 'green' }] },
    value: 1,
    text: '启用',
  },
  dict: { extra: { dict: 'Currency' }, value: 'USD', text: '美元' },
  boolean: { extra: {}, value: true, text: '是' },
  lookup: { extra: { lookup: 'roles' }, value: 3, text: '销售员' },
  user: { extra: { users: 'salers' }, value: 7, text: '张三' },
  attachment: { extra: {}, value: [{ Id: 1, FileName: 'spec.pdf' }], text: 'spec.pdf' },
} as const satisfies Record<FieldKind, { extra: object; value: unknown; text: string }>;

const fieldOf = (kind: FieldKind, filter?: FilterOp) =>
  ({ name: 'F', label: 'resources.user.Name', kind, filter, ...SAMPLES[kind].extra }) as FieldDef;

function lookupServer() {
  return mockApi({
    'GET /common/GetDictLineByCode': () =>
      ok({ Records: [{ DictValue: 'USD', DictText: '美元' }], TotalCount: 1 }),
    'GET /merchant/common/rolesall': () =>
      ok({ Records: [{ Id: 3, Name: '销售员', NameEn: 'Salesperson' }] }),
    'GET /user/GetSalerList': () => ok({ Records: [{ Id: 7, Name: '张三', Status: 1 }], TotalCount: 1 }),
  });
}

describe('cells, every kind', { timeout: 20_000 }, () => {
  it('every kind has a cell, a filter input (or none) and a form input', () => {
    for (const kind of FIELD_KINDS) {
      expect(CELLS[kind]).toBeTypeOf('function');
      expect(FORM_INPUTS[kind]).toBeTypeOf('function');
      expect(FILTER_INPUTS[kind] === null).toBe(OPS_BY_KIND[kind].length === 0);
    }
  });

  it.each(FIELD_KINDS)('%s shows its value by kind', async (kind) => {
    signIn();
    lookupServer();
    renderWithShell(
      <div data-testid="cell">
        <FieldCell field={fieldOf(kind)} value={SAMPLES[kind].value} row={{}} />
      </div>,
    );
    await waitFor(() => expect(screen.getByTestId('cell').textContent).toBe(SAMPLES[kind].text));
  });

  it('a lookup not in the options falls back to the row name column', async () => {
    signIn();
    lookupServer();
    renderWithShell(
      <div data-testid="cell">
        <FieldCell
          field={{ ...fieldOf('lookup'), name: 'DeptId' }}
          value={99}
          row={{ DeptName: '销售一部' }}
        />
      </div>,
    );
    await waitFor(() => expect(screen.getByTestId('cell').textContent).toBe('销售一部'));
  });

  it('formats money from decimal strings without floats', () => {
    expect(formatMoney('12345678901234567.895')).toBe('12,345,678,901,234,567.90');
    expect(formatMoney('-0.5')).toBe('-0.50');
    expect(formatDecimal('1000', 0)).toBe('1,000');
    expect(formatMoney(null)).toBe('');
  });
});

/** What each filter operator renders: textboxes, a select, a range picker. */
const FILTER_SHAPE: Record<FilterOp, { textboxes?: number; comboboxes?: number }> = {
  like: { textboxes: 1 },
  eq: {},
  in: { comboboxes: 1 },
  range: { textboxes: 2 },
  bool: { comboboxes: 1 },
};
const KIND_OPS = FIELD_KINDS.flatMap((kind) =>
  OPS_BY_KIND[kind].map((op) => [kind, op] as [FieldKind, FilterOp]),
);

describe('filter inputs, every kind × operator', { timeout: 20_000 }, () => {
  it.each(KIND_OPS)('%s %s renders its input and reports a wire-shaped value', async (kind, op) => {
    signIn();
    lookupServer();
    const onChange = vi.fn();
    const { container } = renderWithShell(
      <div data-testid="filter">
        <FilterInput field={fieldOf(kind, op)} onChange={onChange} />
      </div>,
    );
    const shape = FILTER_SHAPE[op];
    const box = screen.getByTestId('filter');
    const picked = ['enum', 'dict', 'lookup', 'user', 'boolean'].includes(kind);
    const dated = kind === 'date' || kind === 'datetime';
    if (picked) expect(box.querySelectorAll('[role="combobox"]').length).toBe(1);
    else if (dated) expect(box.querySelectorAll('input').length).toBe(op === 'range' ? 2 : 1);
    else if (op === 'in') expect(box.querySelectorAll('[role="combobox"]').length).toBe(shape.comboboxes);
    else {
      const inputs = container.querySelectorAll('input');
      expect(inputs.length).toBe(op === 'range' ? 2 : 1);
      fireEvent.change(inputs[0]!, { target: { value: '12.5' } });
      const v = onChange.mock.calls.at(-1)?.[0];
      // decimals stay strings (never a float); a range reports [start, end]
      expect(op === 'range' ? v : [v]).toEqual(op === 'range' ? ['12.5', ''] : ['12.5']);
    }
  });

  it('a date range offers the spec presets and reports YYYY-MM-DD', async () => {
    signIn();
    const onChange = vi.fn();
    renderWithShell(<FilterInput field={fieldOf('date', 'range')} onChange={onChange} />);
    fireEvent.mouseDown(screen.getAllByRole('textbox')[0]!);
    fireEvent.click(screen.getAllByRole('textbox')[0]!);
    for (const name of ['本月', '昨天', '最近 30 天', '上月'])
      expect(await screen.findByText(name)).toBeTruthy();
    fireEvent.click(screen.getByText('昨天'));
    const y = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([y, y]));
  });

  it('date presets: this month, yesterday, last 30 days, previous month', () => {
    const p = datePresets(dayjs('2026-03-15T10:00:00'));
    const d = (x: dayjs.Dayjs) => x.format('YYYY-MM-DD');
    expect(p.thisMonth.map(d)).toEqual(['2026-03-01', '2026-03-31']);
    expect(p.yesterday.map(d)).toEqual(['2026-03-14', '2026-03-14']);
    expect(p.last30Days.map(d)).toEqual(['2026-02-14', '2026-03-15']);
    expect(p.previousMonth.map(d)).toEqual(['2026-02-01', '2026-02-28']);
  });
});

const FORM_ROLE = {
  text: 'textbox',
  number: 'spinbutton',
  money: 'spinbutton',
  percent: 'spinbutton',
  date: 'textbox',
  datetime: 'textbox',
  enum: 'combobox',
  dict: 'combobox',
  boolean: 'switch',
  lookup: 'combobox',
  user: 'combobox',
  attachment: 'button',
} as const satisfies Record<FieldKind, string>;

describe('form inputs, every kind', { timeout: 20_000 }, () => {
  it.each(FIELD_KINDS)('%s renders its input', (kind) => {
    signIn();
    lookupServer();
    renderWithShell(
      <div data-testid="form-input">
        <FormInput field={fieldOf(kind)} />
      </div>,
    );
    expect(screen.getAllByRole(FORM_ROLE[kind]).length).toBeGreaterThan(0);
  });

  it('money reports a decimal string, never a float', () => {
    signIn();
    const onChange = vi.fn();
    renderWithShell(<FormInput field={fieldOf('money')} onChange={onChange} />);
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '1234.56' } });
    expect(onChange).toHaveBeenLastCalledWith('1234.56');
  });

  it('a switch reports a boolean', () => {
    signIn();
    const onChange = vi.fn();
    renderWithShell(<FormInput field={fieldOf('boolean')} onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenLastCalledWith(true);
  });
});
