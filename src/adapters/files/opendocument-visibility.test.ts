import { describe, expect, it } from 'vitest';
import { openDocumentVisibility } from './opendocument-visibility';

const styles =
  '<office:automatic-styles>' +
  '<style:style style:name="ta1" style:family="table"><style:table-properties table:display="true"/></style:style>' +
  '<style:style style:name="ta2" style:family="table"><style:table-properties table:display="false"/></style:style>' +
  '<style:style style:name="ro1" style:family="table-row"><style:table-row-properties style:row-height="0.178in"/></style:style>' +
  '</office:automatic-styles>';

const row = (attributes = '') => `<table:table-row${attributes}><table:table-cell><text:p>x</text:p></table:table-cell></table:table-row>`;

describe('openDocumentVisibility', () => {
  it('names the sheets hidden by their table style, by their name as the file escapes it', () => {
    const xml =
      styles +
      `<table:table table:name="Cover" table:style-name="ta1">${row()}</table:table>` +
      `<table:table table:name="Dupont &amp; Fils" table:style-name="ta2">${row()}</table:table>` +
      `<table:table table:name="Unstyled">${row()}</table:table>`;
    expect([...openDocumentVisibility(xml)].map(([name, { hidden }]) => [name, hidden])).toEqual([
      ['Cover', false],
      ['Dupont & Fils', true],
      ['Unstyled', false],
    ]);
  });

  it('counts rows through repeats, header rows and groups, and finds those hidden by hand or by a filter', () => {
    const body =
      `<table:table-header-rows>${row()}</table:table-header-rows>` +
      row(' table:number-rows-repeated="2"') +
      row(' table:visibility="collapse"') +
      `<table:table-row-group>${row(' table:style-name="ro1" table:visibility="filter"')}${row()}</table:table-row-group>` +
      '<table:table-row table:visibility="collapse" table:number-rows-repeated="2"><table:table-cell table:number-columns-repeated="4"/></table:table-row>' +
      row(' table:number-rows-repeated="1048568"');
    const sheet = openDocumentVisibility(`<table:table table:name="People">${body}</table:table>`).get('People');
    expect(sheet?.hiddenRows).toEqual([3, 4, 6, 7]);
  });

  it('reads no sheet from XML without one', () => {
    expect(openDocumentVisibility('<office:document><office:body/></office:document>').size).toBe(0);
  });
});
