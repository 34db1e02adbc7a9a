// The antd components Clinote uses — the ONLY place a slice gets antd from (the build enforces it).
// They are part of the @clinote/ui shared singleton, so each exists once in the browser and sees
// the one ConfigProvider/theme. Everything exported here is downloaded on EVERY route (the figures
// are in docs/decisions/0037-libs-are-the-shared-singletons.md and 0040-first-load-budget.md). A heavy component only some screens need (Table,
// DatePicker, Select...) is exported as React.lazy(() => import('./<it>')), the way toast/ToastHost
// loads notifications: its chunk then comes from the same build as the rest of ui, with the same
// antd internals, and only the screens that render it download it.
export { Button, Flex, Spin } from 'antd';
export type { ButtonProps } from 'antd';
// antd's `Input` namespace also carries TextArea, Search, OTP and Group (~8 KB gzip more):
// the first-load screens need only the plain and the password input.
export { default as Input } from 'antd/es/input/Input';
export type { InputProps, InputRef } from 'antd/es/input/Input';
export { default as PasswordInput } from 'antd/es/input/Password';
export type { PasswordProps as PasswordInputProps } from 'antd/es/input/Password';
