// One definition per entity (ARCHITECTURE 'The wire'): every wire entity is one zod schema in
// @invest/domain's entities, and ui and web take its inferred type (or a `Pick` of it) instead of
// declaring a copy; a constant has one home, and everyone else imports it.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as contract from '../packages/api/src/contract/index';
import * as entities from '../packages/domain/src/entities/index';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The source files (no tests, no stories) under the given folders of the workspace. */
function sources(...folders: string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
      return /\.tsx?$/.test(entry.name) && !/\.(test|stories|d)\.tsx?$/.test(entry.name)
        ? [path]
        : [];
    });
  return folders.flatMap((folder) => walk(join(root, folder)));
}

const parse = (path: string, text = readFileSync(path, 'utf8')) =>
  ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/**
 * Every object schema of the entities and of the contract (which builds its requests and answers
 * from them): its name and its keys.
 */
export const entityShapes: { name: string; keys: Set<string> }[] = Object.entries({
  ...contract,
  ...entities,
})
  .filter(([, value]) => {
    const shape = (value as { shape?: unknown } | null)?.shape;
    return typeof shape === 'object' && shape !== null;
  })
  .map(([name, value]) => ({
    name,
    keys: new Set(Object.keys((value as { shape: object }).shape)),
  }));

/** A copied wire shape repeats at least this many keys of one entity. */
const SHARED_KEYS = 3;

/**
 * Types of ui and web that share keys with an entity without being a copy of it: view models
 * (what a screen shows, built from several answers) and form drafts (what the user types, before
 * it is a wire entity). Each says why; a wire answer's shape does not belong here.
 */
export const viewModels: Record<string, string> = {
  LoanApplyValues:
    'the loan application as the client types it (every field a string, the reason empty when not given); the form makes the wire request of it',
  TicketValues:
    'the trade ticket as the client types it (every field a string, `by` choosing shares or an amount); validateOrderForm makes the wire ticket of it',
  TradeInstrument:
    'the listing the trade panel trades and its last price, taken from the quote page; not an answer of the trading calls',
  MarketSnapshotData:
    'a Pick of the market snapshot whose lists hold the Picks of an index, a sector and a quote the page shows (their element types narrowed, no field restated)',
};

interface Declared {
  file: string;
  name: string;
  keys: string[];
}

/** Interfaces and object type aliases with the property names they declare themselves. */
export function declaredTypes(path: string, text?: string): Declared[] {
  const found: Declared[] = [];
  const names = (members: ts.NodeArray<ts.TypeElement>) =>
    members.flatMap((member) =>
      ts.isPropertySignature(member) && member.name && !ts.isComputedPropertyName(member.name)
        ? [member.name.text]
        : [],
    );
  const literals = (type: ts.TypeNode): ts.TypeLiteralNode[] =>
    ts.isTypeLiteralNode(type)
      ? [type]
      : ts.isIntersectionTypeNode(type) || ts.isUnionTypeNode(type)
        ? type.types.flatMap(literals)
        : [];
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node)) {
      found.push({ file: path, name: node.name.text, keys: names(node.members) });
    } else if (ts.isTypeAliasDeclaration(node)) {
      // a union's members may share a key (its discriminant): each name counts once
      const keys = [...new Set(literals(node.type).flatMap((literal) => names(literal.members)))];
      if (keys.length > 0) found.push({ file: path, name: node.name.text, keys });
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(path, text));
  return found;
}

/** The declared types that repeat SHARED_KEYS or more keys of one entity, with that entity. */
export function copiedShapes(declared: Declared[]) {
  return declared.flatMap((type) => {
    const best = entityShapes
      .map((entity) => ({
        entity: entity.name,
        shared: type.keys.filter((key) => entity.keys.has(key)),
      }))
      .sort((a, b) => b.shared.length - a.shared.length)[0];
    return best && best.shared.length >= SHARED_KEYS && !(type.name in viewModels)
      ? [{ file: relative(root, type.file), name: type.name, ...best }]
      : [];
  });
}

/** Names of the constants (values, not functions) a module declares and exports. */
export function exportedNames(path: string, text?: string): string[] {
  const names: string[] = [];
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of parse(path, text).statements) {
    if (!exported(statement)) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        const isFunction = init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init));
        if (ts.isIdentifier(declaration.name) && !isFunction) names.push(declaration.name.text);
      }
    }
  }
  return names;
}

/**
 * Names exported by two modules on purpose: the same name is a different thing on each side
 * (not one constant kept twice). Each says why.
 */
export const sameNameDifferentThing: Record<string, string> = {};

/** Each name exported by more than one module, with those modules. */
export function exportedTwice(
  files: string[],
  read = (file: string) => readFileSync(file, 'utf8'),
) {
  const homes = new Map<string, string[]>();
  for (const file of files) {
    for (const name of exportedNames(file, read(file))) {
      homes.set(name, [...(homes.get(name) ?? []), relative(root, file)]);
    }
  }
  return [...homes]
    .filter(([name, where]) => where.length > 1 && !(name in sameNameDifferentThing))
    .map(([name, where]) => ({ name, where }));
}

const uiAndWeb = () => sources('packages/ui/src', 'apps/web/src');
const workspace = () => sources('packages', 'apps').filter((f) => /\/src\//.test(f));

describe('one definition per entity', () => {
  it('reads the entities of @invest/domain', () => {
    expect(entityShapes.map((e) => e.name)).toContain('bankAccountSchema');
  });

  it('no ui or web type repeats the fields of a domain entity', { timeout: 60_000 }, () => {
    const copies = copiedShapes(uiAndWeb().flatMap((file) => declaredTypes(file)));
    expect(
      copies.map((c) => `${c.file}: ${c.name} ~ ${c.entity} (${c.shared.join(', ')})`),
    ).toEqual([]);
  });

  it('would notice a planted copy of an entity in a view', () => {
    const file = join(root, 'packages/ui/src/views/Planted/Planted.tsx');
    const planted = `export interface BankRow { id: string; bank_name: string; bank_acc: string; note: string }
type Other = { label: string; value: string };`;
    const copies = copiedShapes(declaredTypes(file, planted));
    expect(copies).toMatchObject([
      { name: 'BankRow', entity: expect.stringMatching(/^bankAccount/) },
    ]);
  });

  it('no constant is exported by two modules of the workspace', { timeout: 60_000 }, () => {
    expect(exportedTwice(workspace())).toEqual([]);
  });

  it('would notice a planted second export of a constant', () => {
    const files = sources('packages/domain/src').slice(0, 1);
    const [first] = exportedNames(files[0]!);
    const planted = join(root, 'packages/ui/src/planted.ts');
    const twice = exportedTwice([...files, planted], (file) =>
      file === planted ? `export const ${first} = 1;` : readFileSync(file, 'utf8'),
    );
    expect(twice).toEqual([
      { name: first, where: [relative(root, files[0]!), relative(root, planted)] },
    ]);
  });
});
