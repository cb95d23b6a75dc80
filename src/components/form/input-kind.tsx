import type { ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useKindBinding, type BindingProp, type FieldBinding, type FieldOf } from './form-field';

/** A kind's props: every prop of its input but the wiring, and the field it holds a `Value` in. */
export type KindProps<V extends FieldValues, Value, T, P> = Omit<P, BindingProp> & FieldOf<V, Value, T>;

/**
 * A field kind drawn by one input, bound by name through the kit's one binding. The input gets
 * the kind's `preset` props first, then the use's own (`Own`: the input's props, or fewer when a
 * preset may not be overridden), then the binding: as it is, or as `adapt` hands it to an input
 * that takes its value another way.
 */
export const inputKind = <Value, P extends object, Own extends object = P>(
  Input: ComponentType<P>,
  preset: Partial<P> = {},
  adapt: (binding: FieldBinding<Value>) => object = (binding) => binding,
) =>
  function Kind<V extends FieldValues, T = V>({ name, control, ...others }: KindProps<V, Value, T, Own>) {
    const binding = adapt(useKindBinding<V, Value, T>({ name, control }));
    // P's props by construction: the preset and the use's are P's own, the binding sets the rest.
    const props = { ...preset, ...others, ...binding } as unknown as P;
    return <Input {...props} />;
  };
