import { z } from 'zod';
import { nameField, optionalText, refIdSchema, sortField, timestampSchema } from './common.ts';
import { menuTypes, type MenuType } from './menus.ts';
import { permissionCodes, type PermissionCode } from './permissions.ts';
import { messageKeys } from './validation.ts';

export interface SystemMenu {
  id: number;
  parent_id: number | null;
  type: MenuType;
  name: string;
  route_path: string | null;
  route_name: string | null;
  component: string | null;
  permission: string | null;
  visible: boolean;
  keep_alive: boolean;
  always_show: boolean;
  redirect: string | null;
  link: string | null;
  params: { key: string; value: string }[];
  icon: string | null;
  sort: number;
  created_at: string;
  updated_at: string;
  children?: SystemMenu[];
}

export const systemMenuSchema: z.ZodType<SystemMenu> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parent_id: z.number().int().nullable(),
    type: z.enum(menuTypes),
    name: z.string(),
    route_path: z.string().nullable(),
    route_name: z.string().nullable(),
    component: z.string().nullable(),
    permission: z.string().nullable(),
    visible: z.boolean(),
    keep_alive: z.boolean(),
    always_show: z.boolean(),
    redirect: z.string().nullable(),
    link: z.string().nullable(),
    params: z.array(z.object({ key: z.string(), value: z.string() })),
    icon: z.string().nullable(),
    sort: z.number().int(),
    created_at: timestampSchema,
    updated_at: timestampSchema,
    children: z.array(systemMenuSchema).optional(),
  }),
);

const routeParam = z.strictObject({ key: nameField(64), value: z.string().max(255) });

// A menu's route fields are parts of the web app's addresses: a path of segments (a parameter as
// `:id`), a name, and the path of a screen component. Anything else (spaces, `../`, `javascript:`)
// could only ever open the not-found page.
const segment = String.raw`(?:[A-Za-z0-9_\-.]+|:[A-Za-z][A-Za-z0-9_]*)`;
const routeSegments = new RegExp(String.raw`^\/?${segment}(\/${segment})*\/?$|^\/$`);
const routePathField = optionalText(255).refine(
  (path) => !path || (routeSegments.test(path) && !/(^|\/)\.\.?(\/|$)/.test(path)),
  messageKeys.routePath,
);

// Which fields a menu of each type needs (spec §3 Menu): the form shows the same rules.
export const systemMenuWriteSchema = z
  .strictObject({
    parent_id: refIdSchema.nullish(),
    type: z.enum(menuTypes),
    name: nameField(64),
    route_path: routePathField,
    route_name: optionalText(128).refine(
      (name) => !name || /^[A-Za-z][A-Za-z0-9_-]*$/.test(name),
      messageKeys.routeName,
    ),
    component: optionalText(255).refine(
      (component) => !component || /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(component),
      messageKeys.componentPath,
    ),
    permission: z.enum(permissionCodes as [PermissionCode, ...PermissionCode[]]).nullish(),
    visible: z.boolean().default(true),
    keep_alive: z.boolean().default(false),
    always_show: z.boolean().default(false),
    redirect: routePathField,
    link: z
      .string()
      .trim()
      .max(1024)
      .regex(/^(https?:\/\/|\/)/, messageKeys.link)
      .nullish(),
    params: z.array(routeParam).max(20).default([]),
    icon: optionalText(64),
    sort: sortField,
  })
  .superRefine((menu, ctx) => {
    const need = (field: keyof typeof menu) => {
      if (!menu[field]) ctx.addIssue({ code: 'custom', path: [field], message: messageKeys.required });
    };
    if (menu.type === 'catalog' || menu.type === 'menu') need('route_path');
    if (menu.type === 'menu') need('component');
    if (menu.type === 'link') need('link');
    if (menu.type === 'button') need('permission');
  });
export type SystemMenuWrite = z.input<typeof systemMenuWriteSchema>;
export type SystemMenuBody = z.output<typeof systemMenuWriteSchema>;

export const systemMenuTreeQuery = z.strictObject({
  filter: z
    .strictObject({ keyword: z.string().trim().max(100) })
    .partial()
    .default({}),
});
