import { validateCategory, validateFrontmatter } from './frontmatter';

it('accepts a well-typed frontmatter', () => {
  expect(
    validateFrontmatter({
      title: 'معرفی',
      description: 'x',
      sidebar_position: 2,
      hide_sidebar: true,
      hide_table_of_contents: false,
    }),
  ).toEqual([]);
});

it('requires a title and says how to add one', () => {
  const [error] = validateFrontmatter({ description: 'x' });
  expect(error).toMatch(/missing required "title"/);
  expect(error).toMatch(/Fix: add `title:/);
  expect(validateFrontmatter(null)).toHaveLength(1);
  expect(validateFrontmatter({ title: '  ' })).toHaveLength(1);
});

it('names the field, the wrong value and the fix for a wrong type', () => {
  expect(validateFrontmatter({ title: 'x', sidebar_position: 'دوم' })).toEqual([
    '"sidebar_position" must be a number, got "دوم" (string). Fix: `sidebar_position: 3`.',
  ]);
  expect(validateFrontmatter({ title: 'x', hide_sidebar: 'yes' })[0]).toMatch(/"hide_sidebar" must be a boolean/);
  expect(validateFrontmatter({ title: 'x', hide_title: 1 })[0]).toMatch(/"hide_title" must be a boolean/);
  expect(validateFrontmatter({ title: 'x', sidebar_label: ['a'] })[0]).toMatch(/\(array\)/);
});

it('validates category files', () => {
  expect(validateCategory({ label: 'مفاهیم', position: 2, collapsed: true })).toEqual([]);
  expect(validateCategory({ position: '2' })[0]).toMatch(/"position" must be a number/);
  expect(validateCategory([])[0]).toMatch(/JSON object/);
});
