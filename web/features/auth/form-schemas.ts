import { z } from "zod";
import { messages, ZPassword } from "../../../common/api/auth";

// The forms' rules: the server's, plus what only a form has (confirmations, the checkbox).

export const ZLoginForm = z.object({
  email: z.string().min(1, "Required").email("Invalid email"),
  password: z.string().min(1, "Required"),
});

export const ZSignupForm = z
  .object({
    firstName: z.string().trim().min(2, messages.firstName),
    lastName: z.string().trim().min(2, messages.lastName),
    email: z.string().trim().email(messages.email),
    password: ZPassword,
    confirmPassword: z.string(),
    consents: z.boolean().refine((v) => v, messages.consent),
  })
  .refine((v) => v.password === v.confirmPassword, { message: messages.passwordsDontMatch, path: ["confirmPassword"] });

export const ZForgotForm = z.object({ email: z.string().min(1, "Required").email("Invalid email") });

export const ZResetForm = z
  .object({
    password: z.string().min(8, "String must contain at least 8 character(s)"),
    confirmPassword: z.string().min(8, "String must contain at least 8 character(s)"),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
