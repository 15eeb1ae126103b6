import { describe, expect, it } from 'vitest';
import { ATRIUM_VERSION, PACKAGE_FORMAT } from '../module-package';
import { compareSemver } from '../semver';
import { validateModulePackage } from '../validate-package';

/** A small valid package: two objects, a relationship, a form, a role, navigation and records. */
function valid(): Record<string, unknown> {
  return {
    format: PACKAGE_FORMAT,
    name: 'library',
    title: 'Library',
    version: '1.0.0',
    atrium: ATRIUM_VERSION,
    objects: [
      {
        name: 'book',
        display_name: 'Book',
        module: 'library',
        label_attribute: 'title',
        attributes: [
          { name: 'title', label: 'Title', type: 'singleLine' },
          { name: 'pages', label: 'Pages', type: 'numberField' },
        ],
      },
      {
        name: 'shelf',
        display_name: 'Shelf',
        module: 'library',
        attributes: [{ name: 'code', label: 'Code', type: 'singleLine' }],
      },
    ],
    relationships: [
      {
        name: 'books',
        type: 'OneToMany',
        parent_object: 'shelf',
        child_object: 'book',
        reverse_name: 'shelf',
        foreign_key: 'shelf_id',
      },
    ],
    forms: [
      {
        object: 'book',
        layout: {
          id: 'grid',
          type: 'grid',
          children: [
            { id: 'f1', type: 'singleLine', attributeName: 'title' },
            { id: 'f2', type: 'lookup', attributeName: 'shelf_id' },
          ],
        },
      },
    ],
    navigation: [{ key: 'books', label: 'Books', path: '/library/books', permission: 'libraryBook:view' }],
    roles: [{ name: 'Librarian', permissions: ['module:userzone', 'libraryBook:view'] }],
    reference_data: [{ object: 'shelf', records: [{ code: 'A1' }, { code: 'B2' }] }],
    demo_data: { records: [{ object: 'book', records: [{ title: 'Dune', pages: 412 }] }] },
  };
}

const messages = (raw: unknown, context = {}) => {
  const result = validateModulePackage(raw, context);
  return result.ok ? [] : result.errors.map((error) => `${error.path}: ${error.message}`);
};

describe('validateModulePackage', () => {
  it('accepts a valid package and fills in the defaults', () => {
    const result = validateModulePackage(valid());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.steps).toEqual([]);
    expect(result.value.forms[0]?.rules).toEqual([]);
    expect(result.value.roles[0]?.description).toBe('');
  });

  it('refuses what is not an object at all', () => {
    expect(messages([])).toEqual([': A package is a JSON object.']);
    expect(messages('crm')).toEqual([': A package is a JSON object.']);
  });

  it('lists every shape error at once, each with where it is', () => {
    const raw = valid();
    raw.format = 2;
    raw.version = '1.0';
    raw.name = 'Library!';
    (raw.objects as Record<string, unknown>[])[1] = { name: 'Shelf', display_name: '', module: 'library' };
    (raw.navigation as Record<string, unknown>[])[0] = {
      key: 'books',
      label: 'Books',
      path: 'books',
      permission: 'libraryBook:view',
    };
    raw.surprise = true;
    const errors = messages(raw);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^format: The package format must be 1/),
        expect.stringMatching(/^version: The package version must be a version like 1\.2\.3/),
        expect.stringMatching(/^name: The package name/),
        expect.stringMatching(/^objects\[1\]\.name: The object name must start/),
        expect.stringMatching(/^objects\[1\]\.display_name: The display name is required/),
        expect.stringMatching(/^navigation\[0\]\.path: A navigation path looks like/),
        expect.stringMatching(/surprise/),
      ]),
    );
    expect(errors.length).toBeGreaterThanOrEqual(7);
  });

  it('lists every cross-reference error at once', () => {
    const raw = valid();
    const objects = raw.objects as Record<string, unknown>[];
    (objects[0]?.attributes as Record<string, unknown>[] | undefined)?.push({
      name: 'title',
      label: 'Again',
      type: 'singleLine',
    });
    (objects[0] as Record<string, unknown>).label_attribute = 'isbn';
    objects.push({ name: 'book', display_name: 'Book again', module: 'library' });
    (raw.relationships as Record<string, unknown>[]).push({
      name: 'loans',
      type: 'OneToMany',
      parent_object: 'member',
      child_object: 'book',
      reverse_name: 'member',
      foreign_key: 'member_id',
    });
    (raw.forms as Record<string, unknown>[]).push({ object: 'loan', layout: { id: 'g', type: 'grid' } });
    ((raw.forms as { layout: { children: unknown[] } }[])[0]?.layout.children ?? []).push({
      id: 'f3',
      type: 'singleLine',
      attributeName: 'author',
    });
    (raw.roles as Record<string, unknown>[])[0] = { name: 'Librarian', permissions: ['crm:fly', 'nonsense'] };
    (raw.navigation as Record<string, unknown>[]).push({
      key: 'books',
      label: 'Again',
      path: '/library/again',
      permission: 'no-colon',
    });
    (raw.reference_data as { records: Record<string, unknown>[] }[])[0]?.records.push({
      code: 'C3',
      colour: 'red',
    });
    raw.steps = ['library.import'];
    raw.demo_data = { records: [], generator: 'library.fake' };
    const errors = messages(raw);
    expect(errors).toEqual([
      "objects[0].attributes[2].name: 'book' declares the attribute 'title' twice.",
      "objects[0].label_attribute: The label attribute 'isbn' is not an attribute of 'book'.",
      "objects[2].name: The object 'book' is declared twice.",
      "relationships[1].parent_object: A relationship names the object 'member', which the package does not declare.",
      "forms[0].layout.children[2].attributeName: The form of 'book' places 'author', which is not one of its fields.",
      "forms[1].object: A form names the object 'loan', which the package does not declare.",
      "reference_data[0].records[2].colour: 'shelf' has no field named 'colour'.",
      "navigation[1].key: The navigation entry 'books' is declared twice.",
      "navigation[1].permission: 'no-colon' is not a permission (scope:action).",
      "roles[0].permissions[0]: 'crm:fly' is not a permission Atrium or the package knows.",
      "roles[0].permissions[1]: 'nonsense' is not a permission Atrium or the package knows.",
      "steps[0]: The step 'library.import' is not registered on this installation.",
      "demo_data.generator: The demo data step 'library.fake' is not one of the package's declared steps.",
    ]);
  });

  it('knows the fields relationships add, and refuses a foreign key that clashes', () => {
    const raw = valid();
    (raw.relationships as Record<string, unknown>[]).push({
      name: 'copies',
      type: 'OneToMany',
      parent_object: 'shelf',
      child_object: 'book',
      reverse_name: 'pages',
      foreign_key: 'pages',
    });
    expect(messages(raw)).toEqual([
      "relationships[1].foreign_key: 'book' already has a field named 'pages'.",
    ]);
  });

  it('refuses relation fields declared as attributes', () => {
    const raw = valid();
    ((raw.objects as { attributes: unknown[] }[])[1]?.attributes ?? []).push({
      name: 'parent',
      label: 'Parent',
      type: 'lookup',
    });
    expect(messages(raw)).toEqual([
      "objects[1].attributes[1].type: 'parent' is a relation field: declare a relationship instead, it creates the field.",
    ]);
  });

  it('refuses a package for a newer Atrium, and an export from a newer Atrium, with the reason', () => {
    const raw = { ...valid(), atrium: '9.0.0', exported_from: '9.1.0' };
    expect(messages(raw, { atriumVersion: '0.1.0' })).toEqual([
      'atrium: The package needs Atrium 9.0.0; this installation runs 0.1.0.',
      'exported_from: The package was exported from Atrium 9.1.0, newer than this installation (0.1.0); upgrade Atrium before importing it.',
    ]);
    expect(messages({ ...valid(), exported_from: '0.1.0' }, { atriumVersion: '0.2.0' })).toEqual([]);
  });

  it('accepts steps the installation registers, at most four', () => {
    const raw = { ...valid(), steps: ['library.demo'], demo_data: { generator: 'library.demo' } };
    expect(messages(raw, { knownSteps: ['library.demo'] })).toEqual([]);
    const many = { ...valid(), steps: ['a1.b1', 'a1.b2', 'a1.b3', 'a1.b4', 'a1.b5'] };
    expect(messages(many, { knownSteps: ['a1.b1', 'a1.b2', 'a1.b3', 'a1.b4', 'a1.b5'] })).toEqual([
      'steps: A package declares at most 4 code steps.',
    ]);
  });
});

describe('compareSemver', () => {
  it('orders by major, minor, then patch, numerically', () => {
    expect(compareSemver('1.10.0', '1.9.9')).toBeGreaterThan(0);
    expect(compareSemver('1.0.0', '1.0.0')).toBe(0);
    expect(compareSemver('0.9.12', '1.0.0')).toBeLessThan(0);
  });
});
