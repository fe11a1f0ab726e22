/** The path fields a page derives from its parent's fullpath and its own slug. */
export interface DerivedPath {
  readonly fullpath: string;
  readonly parent_path: string;
  /** 0 for a root page. */
  readonly depth: number;
}

/** fullpath = parent's fullpath + `/` + slug, without a leading slash; a root page's fullpath is its slug. */
export const derivePath = (parentFullpath: string | undefined, slug: string): DerivedPath => {
  const fullpath = parentFullpath ? `${parentFullpath}/${slug}` : slug;
  return { fullpath, parent_path: parentFullpath ?? '', depth: fullpath.split('/').length - 1 };
};

/** True when `fullpath` is `ancestor` itself or lies below it. */
export const isAtOrBelow = (fullpath: string, ancestor: string): boolean =>
  fullpath === ancestor || fullpath.startsWith(`${ancestor}/`);

/** The fullpath a descendant has once its ancestor moves from `from` to `to`. */
export const rebasePath = (fullpath: string, from: string, to: string): string => `${to}${fullpath.slice(from.length)}`;

/** A fullpath as a client may write it in a path or query (`/about/team/`) in stored form (`about/team`). */
export const normalizeFullpath = (value: string): string => value.replace(/^\/+|\/+$/g, '');
